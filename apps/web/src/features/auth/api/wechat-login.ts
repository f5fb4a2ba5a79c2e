import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { API_PREFIX, apiRoutes, WechatLoginPages } from '@lucina/contracts';
import { request } from '@/lib/api-client';

export function getWechatQrConfig(tk: string | null) {
  return request(apiRoutes.login.wechatQrConfig, { query: { tk } });
}

/**
 * The QR frame's address carries a single-use state: fetched fresh for every mount, renewed when
 * it expires, never on window focus (that would swap the QR while the user is scanning).
 */
export function wechatQrConfigQueryOptions(tk: string | null) {
  return queryOptions({
    queryKey: ['auth', 'wechatQrConfig', tk ?? ''] as const,
    queryFn: () => getWechatQrConfig(tk),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => {
      const seconds = query.state.data?.expiresInSeconds ?? 0;
      return seconds > 0 ? seconds * 1000 : false;
    },
  });
}

export function useWechatQrConfig(tk: string | null) {
  return useQuery(wechatQrConfigQueryOptions(tk));
}

/** SPEC §7 wechatBindPhoneLogin: binds the phone to the scanned WeChat identity and logs in. */
export function wechatBindPhoneLogin(body: { mobile: string; encrypt: string; otpCode: string }) {
  return request(apiRoutes.login.wechatBindPhoneLogin, { body });
}

export function useWechatBindPhoneLogin() {
  return useMutation({ mutationFn: wechatBindPhoneLogin });
}

/** One-tap login in WeChat, last step: the ticket on the return address logs in, or asks to bind a phone. */
export function wechatMpLogin(body: { ticket: string; tk: string | null }) {
  return request(apiRoutes.login.wechatMpLogin, { body });
}

/** Where the one-tap button sends the browser: WeChat's authorisation, then back to `returnTo`. */
export function wechatMpStartUrl(returnTo: string) {
  return `${API_PREFIX}${WechatLoginPages.mpStart}?${new URLSearchParams({ returnTo })}`;
}
