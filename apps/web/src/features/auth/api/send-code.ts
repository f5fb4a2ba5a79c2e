import { useMutation } from '@tanstack/react-query';
import { apiRoutes } from '@lucina/contracts';
import { request } from '@/lib/api-client';

export interface SendCodeInput {
  /** What was typed: phone codes go by SMS, email codes by mail, both after the image captcha check. */
  kind: 'phone' | 'email';
  target: string;
  captcha: { code: string; uuid: string };
}

/** SPEC §7 sendSms / sendEmail for the login form. */
export function sendLoginCode({ kind, target, captcha }: SendCodeInput) {
  if (kind === 'email') return request(apiRoutes.login.sendEmail, { body: { userEmail: target, ...captcha } });
  return request(apiRoutes.login.sendSms, { body: { userPhone: target, ...captcha } });
}

/** SPEC §7 sendBindWechatSms: the code that binds a phone to a WeChat login. */
export function sendBindWechatCode({ target, captcha }: SendCodeInput) {
  return request(apiRoutes.login.sendBindWechatSms, { body: { userPhone: target, ...captcha } });
}

export function useSendLoginCode() {
  return useMutation({ mutationFn: sendLoginCode });
}

export function useSendBindWechatCode() {
  return useMutation({ mutationFn: sendBindWechatCode });
}
