import { useState } from 'react';
import { Button, Checkbox, Form, Input } from 'antd';
import { Pages } from '@lucina/contracts';
import { useSiteConfig } from '@/hooks/use-site-config';
import type { LoginFlowOptions } from '@/stores/modal-store';
import { useSendLoginCode } from '../api/send-code';
import { useCaptchaControl } from '../hooks/use-captcha';
import { useFormSize } from '../hooks/use-form-size';
import { usePhoneLogin, type PhoneLoginValues } from '../hooks/use-phone-login';
import { useSendCode } from '../hooks/use-send-code';
import { authText } from '../locale';
import { createUsernameRule, phoneRules, stripSpaces } from '../utils/validation';
import { CaptchaField } from './captcha-field';
import { CodeField } from './code-field';
import styles from './auth.module.css';

// Two classes with the same shake under two names: switching between them replays it on every tap.
const NUDGE = [styles.nudge, styles.nudgeAgain];
const agreementRules = [
  {
    validator: async (_rule: unknown, checked: unknown) => {
      if (checked !== true) throw new Error(authText.agreementHint);
    },
  },
];

/** SPEC §2 dialog 9, phone tab: phone or email (unless switched off), image captcha, code, agreement, login. */
export function PhoneLoginForm({ options }: { options: LoginFlowOptions }) {
  const [form] = Form.useForm<PhoneLoginValues>();
  const [usernameRule] = useState(createUsernameRule);
  const emailOn = useSiteConfig().data?.emailLogin ?? true;
  const captcha = useCaptchaControl('login', form);
  const { mutateAsync: send } = useSendLoginCode();
  const { seconds, sendCode } = useSendCode({ form, targetField: 'username', captcha, send });
  const { otpHelp, checkCode, submit, submitting, onValuesChange } = usePhoneLogin(form, captcha, options);
  const username = (Form.useWatch('username', form) as string | undefined) ?? '';
  const [emailKeyboard, setEmailKeyboard] = useState(false);
  const size = useFormSize();
  // Tapped before the agreement is ticked, 登录 says why instead of staying grey: the agreement shakes and
  // shows the reason under it.
  const [nudges, setNudges] = useState(0);
  const login = () => {
    // The form's own value: the watched one arrives a render after the tick.
    if (form.getFieldValue('agreement') === true) {
      void submit();
      return;
    }
    setNudges((n) => n + 1);
    void form.validateFields(['agreement']).catch(() => undefined);
  };
  // One field takes a phone or an email: the number pad first, the letters once an email is being typed
  // (an @ or a letter) or asked for.
  const emailTyped = /[@a-z]/i.test(username);
  const keyboard = emailOn && (emailKeyboard || emailTyped) ? 'email' : 'tel';

  return (
    // No onFinish: the captcha guards sending the code, not the login, so a login checks the username only.
    <Form form={form} size={size} className={styles.form} onValuesChange={onValuesChange} autoComplete="off">
      <Form.Item
        name="username"
        rules={emailOn ? [usernameRule] : phoneRules}
        normalize={stripSpaces}
        extra={
          emailOn && !emailTyped ? (
            <button type="button" className={styles.linkButton} onClick={() => setEmailKeyboard((on) => !on)}>
              {keyboard === 'email' ? authText.usePhoneKeyboard : authText.useEmailKeyboard}
            </button>
          ) : undefined
        }
      >
        <Input
          maxLength={emailOn ? 254 : 11}
          type={keyboard === 'email' ? 'email' : 'tel'}
          inputMode={keyboard}
          autoComplete={keyboard === 'email' ? 'email' : 'tel'}
          placeholder={emailOn ? authText.usernamePlaceholder : authText.phonePlaceholder}
          aria-label={emailOn ? authText.usernameLabel : authText.phoneLabel}
        />
      </Form.Item>
      <CaptchaField captcha={captcha} />
      <CodeField
        seconds={seconds}
        onSend={() => void sendCode()}
        onBlur={() => void checkCode()}
        onPressEnter={login}
        help={otpHelp}
      />
      <Form.Item
        name="agreement"
        valuePropName="checked"
        rules={agreementRules}
        className={nudges > 0 ? `${styles.agreement} ${NUDGE[nudges % 2]}` : styles.agreement}
      >
        <Checkbox>
          {authText.agreementPrefix}
          <a href={Pages.agreement.path} target="_blank" rel="noopener noreferrer">
            {authText.agreementLink}
          </a>
        </Checkbox>
      </Form.Item>
      <Button type="primary" shape="round" block loading={submitting} onClick={login}>
        {authText.login}
      </Button>
    </Form>
  );
}
