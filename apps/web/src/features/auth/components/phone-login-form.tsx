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

/** SPEC §2 dialog 9, phone tab: phone or email (unless switched off), image captcha, code, agreement, login. */
export function PhoneLoginForm({ options }: { options: LoginFlowOptions }) {
  const [form] = Form.useForm<PhoneLoginValues>();
  const [usernameRule] = useState(createUsernameRule);
  const emailOn = useSiteConfig().data?.emailLogin ?? true;
  const captcha = useCaptchaControl('login', form);
  const { mutateAsync: send } = useSendLoginCode();
  const { seconds, sendCode } = useSendCode({ form, targetField: 'username', captcha, send });
  const { otpHelp, checkCode, submit, submitting, onValuesChange } = usePhoneLogin(form, captcha, options);
  const agreed = Form.useWatch('agreement', form) === true;
  const size = useFormSize();

  return (
    // No onFinish: the captcha guards sending the code, not the login, so a login checks the username only.
    <Form form={form} size={size} className={styles.form} onValuesChange={onValuesChange} autoComplete="off">
      <Form.Item name="username" rules={emailOn ? [usernameRule] : phoneRules} normalize={stripSpaces}>
        <Input
          maxLength={emailOn ? 254 : 11}
          autoComplete="username"
          placeholder={emailOn ? authText.usernamePlaceholder : authText.phonePlaceholder}
          aria-label={emailOn ? authText.usernameLabel : authText.phoneLabel}
        />
      </Form.Item>
      <CaptchaField captcha={captcha} />
      <CodeField
        seconds={seconds}
        onSend={() => void sendCode()}
        onBlur={() => void checkCode()}
        onPressEnter={agreed ? () => void submit() : undefined}
        help={otpHelp}
      />
      <Form.Item name="agreement" valuePropName="checked" className={styles.agreement}>
        <Checkbox>
          {authText.agreementPrefix}
          <a href={Pages.agreement.path} target="_blank" rel="noopener noreferrer">
            {authText.agreementLink}
          </a>
        </Checkbox>
      </Form.Item>
      <Button
        type="primary"
        shape="round"
        block
        disabled={!agreed}
        loading={submitting}
        title={agreed ? undefined : authText.agreementHint}
        onClick={() => void submit()}
      >
        {authText.login}
      </Button>
    </Form>
  );
}
