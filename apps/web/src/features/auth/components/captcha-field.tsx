import { Form, Input, Spin } from 'antd';
import type { CaptchaControl } from '../hooks/use-captcha';
import { authText } from '../locale';
import { captchaRules } from '../utils/validation';
import styles from './auth.module.css';

/** Image captcha input with its picture; clicking the picture asks for a new one. */
export function CaptchaField({ captcha }: { captcha: CaptchaControl }) {
  let picture = <Spin size="small" aria-label={authText.captchaLoading} />;
  if (captcha.img && !captcha.failed) picture = <img src={captcha.img} alt={authText.captchaImageAlt} />;
  else if (captcha.failed) picture = <span>{authText.captchaReload}</span>;

  return (
    <Form.Item>
      <div className={styles.inlineRow}>
        <Form.Item name="code" rules={captchaRules} noStyle>
          <Input
            maxLength={10}
            autoComplete="off"
            placeholder={authText.captchaPlaceholder}
            aria-label={authText.captchaLabel}
          />
        </Form.Item>
        <button
          type="button"
          className={styles.captchaButton}
          onClick={captcha.renew}
          title={authText.captchaImageAlt}
          aria-label={authText.captchaImageAlt}
        >
          {picture}
        </button>
      </div>
    </Form.Item>
  );
}
