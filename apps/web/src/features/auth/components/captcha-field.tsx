import { Form, Input, Spin } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
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
    <Form.Item
      extra={captcha.passed ? <span className={styles.captchaPassed}>{authText.captchaPassed}</span> : undefined}
    >
      <div className={styles.inlineRow}>
        <Form.Item name="code" rules={captchaRules} noStyle>
          {/* Always a suffix: adding one later would remount the input. */}
          <Input
            maxLength={10}
            autoComplete="off"
            placeholder={authText.captchaPlaceholder}
            aria-label={authText.captchaLabel}
            disabled={captcha.passed}
            suffix={
              <CheckCircleFilled
                className={styles.captchaPassedIcon}
                style={{ visibility: captcha.passed ? 'visible' : 'hidden' }}
                aria-hidden="true"
              />
            }
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
