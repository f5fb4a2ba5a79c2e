import { Button, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { authText } from '../locale';
import { stripSpaces } from '../utils/validation';
import styles from './auth.module.css';

interface CodeFieldProps {
  seconds: number;
  onSend: () => void;
  onBlur?: () => void;
  onPressEnter?: () => void;
  rules?: Rule[];
  /** A server refusal shown under the field in place of the rule errors. */
  help?: string | null;
}

/** SMS/email code input with the send button, which counts down while a resend is not allowed. */
export function CodeField({ seconds, onSend, onBlur, onPressEnter, rules, help }: CodeFieldProps) {
  const counting = seconds > 0;
  return (
    <Form.Item validateStatus={help ? 'error' : undefined} help={help ?? undefined}>
      <div className={styles.inlineRow}>
        <Form.Item name="otpCode" rules={rules} normalize={stripSpaces} noStyle>
          <Input
            maxLength={6}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={authText.otpPlaceholder}
            aria-label={authText.otpLabel}
            onBlur={onBlur}
            onPressEnter={onPressEnter}
          />
        </Form.Item>
        <Button className={styles.sendButton} disabled={counting} onClick={onSend}>
          {counting ? authText.resendIn(seconds) : authText.sendCode}
        </Button>
      </div>
    </Form.Item>
  );
}
