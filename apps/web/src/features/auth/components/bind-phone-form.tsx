import { Button, Form, Input } from 'antd';
import type { LoginFlowOptions } from '@/stores/modal-store';
import { useSendBindWechatCode } from '../api/send-code';
import { useWechatBindPhoneLogin } from '../api/wechat-login';
import { useCaptchaControl } from '../hooks/use-captcha';
import { useFormSize } from '../hooks/use-form-size';
import { useLoginSuccess } from '../hooks/use-login-success';
import { useSendCode } from '../hooks/use-send-code';
import { authText } from '../locale';
import { otpRequiredRules, phoneRules, stripSpaces } from '../utils/validation';
import { CaptchaField } from './captcha-field';
import { CodeField } from './code-field';
import styles from './auth.module.css';

interface BindPhoneValues {
  mobile: string;
  code: string;
  otpCode: string;
}

/** SPEC §2 dialog 10: phone, image captcha and SMS code bind the scanned WeChat, then log in. */
export function BindPhoneForm({ encrypt, options }: { encrypt: string; options: LoginFlowOptions }) {
  const [form] = Form.useForm<BindPhoneValues>();
  const captcha = useCaptchaControl('bindPhone', form);
  const { mutateAsync: send } = useSendBindWechatCode();
  const { seconds, sendCode } = useSendCode({ form, targetField: 'mobile', captcha, send });
  const { mutateAsync: bind, isPending } = useWechatBindPhoneLogin();
  const finishLogin = useLoginSuccess();
  const size = useFormSize();

  const submit = async () => {
    let values: Pick<BindPhoneValues, 'mobile' | 'otpCode'>;
    try {
      // The captcha guarded sending the code; binding needs the phone and the code only.
      values = await form.validateFields(['mobile', 'otpCode']);
    } catch {
      return;
    }
    let result;
    try {
      result = await bind({ mobile: values.mobile.trim(), encrypt, otpCode: values.otpCode.trim() });
    } catch (error) {
      // The request layer toasted the server's message.
      console.warn('[auth] 绑定手机号登录失败', error);
      return;
    }
    await finishLogin(result, options);
  };

  return (
    <Form form={form} size={size} className={styles.form} autoComplete="off">
      <Form.Item name="mobile" rules={phoneRules} normalize={stripSpaces}>
        <Input
          maxLength={11}
          inputMode="tel"
          autoComplete="tel"
          placeholder={authText.phonePlaceholder}
          aria-label={authText.phoneLabel}
        />
      </Form.Item>
      <CaptchaField captcha={captcha} />
      <CodeField
        seconds={seconds}
        onSend={() => void sendCode()}
        onPressEnter={() => void submit()}
        rules={otpRequiredRules}
      />
      <Button type="primary" shape="round" block loading={isPending} onClick={() => void submit()}>
        {authText.bindSubmit}
      </Button>
    </Form>
  );
}
