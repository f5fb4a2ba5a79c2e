import { useCallback, useRef, useState } from 'react';
import type { FormInstance } from 'antd';
import { LoginText } from '@lucina/contracts';
import { ApiError } from '@/lib/api-client';
import type { LoginFlowOptions } from '@/stores/modal-store';
import { checkLoginCode } from '../api/check-otp';
import { useLogin } from '../api/login';
import { contactKindOf, isValidUsername } from '../utils/validation';
import type { CaptchaControl } from './use-captcha';
import { useInviteCode } from './use-invite-code';
import { useLoginSuccess } from './use-login-success';

export interface PhoneLoginValues {
  username: string;
  /** Image captcha answer. */
  code: string;
  /** SMS or email code. */
  otpCode: string;
  agreement: boolean;
}

/**
 * The phone/email login form's calls: the on-blur code check and the login itself. Both show
 * their refusal under the code field (SPEC §5, §8); the request layer toasts the login's.
 */
export function usePhoneLogin(
  form: FormInstance<PhoneLoginValues>,
  captcha: CaptchaControl,
  options: LoginFlowOptions,
) {
  const tk = useInviteCode();
  const { mutateAsync: login, isPending } = useLogin();
  const finishLogin = useLoginSuccess();
  const [otpHelp, setOtpHelp] = useState<string | null>(null);
  // Only the latest check may set the message; an older answer can arrive later.
  const checkSeq = useRef(0);

  const checkCode = useCallback(async () => {
    const username = (form.getFieldValue('username') as string | undefined)?.trim() ?? '';
    const otpCode = (form.getFieldValue('otpCode') as string | undefined)?.trim() ?? '';
    if (!otpCode || !isValidUsername(username)) return;
    const seq = ++checkSeq.current;
    try {
      await checkLoginCode(contactKindOf(username), username, otpCode);
      if (seq === checkSeq.current) setOtpHelp(null);
    } catch (error) {
      if (seq !== checkSeq.current) return;
      setOtpHelp(error instanceof ApiError ? error.msg : LoginText.otpWrong);
    }
  }, [form]);

  const submit = useCallback(async () => {
    let username: string;
    try {
      ({ username } = await form.validateFields(['username']));
    } catch {
      return;
    }
    username = username.trim();
    const otpCode = ((form.getFieldValue('otpCode') as string | undefined) ?? '').trim();
    checkSeq.current += 1;
    let result;
    try {
      result = await login({
        kind: contactKindOf(username),
        username,
        otpCode,
        code: (form.getFieldValue('code') as string | undefined) ?? '',
        uuid: captcha.uuid,
        tk,
      });
    } catch (error) {
      console.warn('[auth] 登录失败', error);
      if (!otpCode) setOtpHelp(LoginText.otpRequired);
      return;
    }
    await finishLogin(result, options);
  }, [captcha.uuid, finishLogin, form, login, options, tk]);

  const onValuesChange = useCallback((changed: Partial<PhoneLoginValues>) => {
    if ('otpCode' in changed || 'username' in changed) setOtpHelp(null);
  }, []);

  return { otpHelp, checkCode, submit, submitting: isPending, onValuesChange };
}
