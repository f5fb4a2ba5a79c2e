import { useCallback, useEffect } from 'react';
import type { FormInstance } from 'antd';
import { Business } from '@lucina/contracts';
import type { SendCodeInput } from '../api/send-code';
import { contactKindOf } from '../utils/validation';
import type { CaptchaControl } from './use-captcha';
import { useCountdown } from '@/hooks/use-countdown';

interface SendCodeOptions {
  form: FormInstance;
  /** The phone/email field of this form. */
  targetField: string;
  captcha: CaptchaControl;
  send: (input: SendCodeInput) => Promise<{ resendAfterSeconds: number }>;
}

/**
 * SPEC §4/§5 send-code button: validate the target and the image captcha first, count down at
 * once (the button is disabled meanwhile), and on failure reset the countdown and the captcha.
 */
export function useSendCode({ form, targetField, captcha, send }: SendCodeOptions) {
  const countdown = useCountdown();
  const { start, stop } = countdown;

  const sendCode = useCallback(async () => {
    let values: Record<string, string>;
    try {
      values = (await form.validateFields([targetField, 'code'])) as Record<string, string>;
    } catch {
      // The failed rules are already shown under their fields.
      return;
    }
    const target = values[targetField]!.trim();
    const kind = contactKindOf(target);
    start(Business.smsResendSeconds);
    try {
      const sent = await send({ kind, target, captcha: { code: values.code!.trim(), uuid: captcha.uuid ?? '' } });
      // The server's window is the truth when it differs from the spec's 60 s.
      if (sent.resendAfterSeconds > 0) start(sent.resendAfterSeconds);
      // The server took this image's single guess: the answer stays shown as passed until a resend needs a new one.
      captcha.markPassed();
    } catch (error) {
      // The request layer toasted the server's message.
      console.warn('[auth] 发送验证码失败', error);
      stop();
      captcha.renew();
    }
  }, [captcha, form, send, start, stop, targetField]);

  // The resend window is over: a new code needs a new image.
  const { passed, renew } = captcha;
  useEffect(() => {
    if (passed && !countdown.running) renew();
  }, [passed, countdown.running, renew]);

  return { seconds: countdown.seconds, counting: countdown.running, sendCode };
}
