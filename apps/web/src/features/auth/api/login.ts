import { useMutation } from '@tanstack/react-query';
import { apiRoutes, LoginType } from '@lucina/contracts';
import { request } from '@/lib/api-client';

export interface LoginInput {
  kind: 'phone' | 'email';
  username: string;
  otpCode: string;
  /** The image captcha: sent along as SPEC §7 lists it; the server checked it when sending the code. */
  code?: string;
  uuid?: string;
  /** Inviter code from the page query. */
  tk?: string | null;
}

/** SPEC §7 POST /user/login/login; loginType follows what was typed (1 phone, 2 email). */
export function login({ kind, username, otpCode, code, uuid, tk }: LoginInput) {
  const common = { otpCode, code: code ?? null, uuid: uuid ?? null, tk: tk ?? null };
  const body =
    kind === 'email'
      ? { ...common, username, loginType: LoginType.email }
      : { ...common, username, loginType: LoginType.phone };
  return request(apiRoutes.login.login, { body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
