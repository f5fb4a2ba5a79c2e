import { apiRoutes } from '@lucina/contracts';
import { request } from '@/lib/api-client';

/**
 * SPEC §5 on-blur check of the login code. Both are silent: the form shows a refusal under the
 * code field instead of a toast (SPEC §8).
 */
export function checkLoginCode(kind: 'phone' | 'email', target: string, otpCode: string) {
  if (kind === 'email') {
    return request(apiRoutes.login.checkEmailOtp, { body: { email: target, otpCode }, noMessage: true });
  }
  return request(apiRoutes.login.checkOtp, { body: { mobile: target, otpCode }, noMessage: true });
}
