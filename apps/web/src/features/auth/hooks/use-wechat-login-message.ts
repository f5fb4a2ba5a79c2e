import { useEffect, useEffectEvent } from 'react';
import { decodeWechatLoginMsg, LoginText, wechatLoginMessageSchema } from '@lucina/contracts';

export interface WechatLoginHandlers {
  onToken: (token: string) => void;
  /** The scanned WeChat has no phone yet: bind one with this value (SPEC §2 dialog 10). */
  onBindPhone: (encrypt: string) => void;
  onFailure: (text: string) => void;
}

function decodeMsg(msg: string): string {
  try {
    return decodeWechatLoginMsg(msg) || LoginText.wechatFailed;
  } catch {
    return LoginText.wechatFailed;
  }
}

/**
 * Listens for the QR frame's window message (SPEC §7). Only our own origin is trusted: the
 * server's callback page posts with targetOrigin = its public URL, which is this page's origin.
 */
export function useWechatLoginMessage(handlers: WechatLoginHandlers, enabled = true): void {
  const onMessage = useEffectEvent((event: MessageEvent) => {
    if (event.origin !== window.location.origin) return;
    const parsed = wechatLoginMessageSchema.safeParse(event.data);
    if (!parsed.success) return;
    const { ok, token, encrypt, msg } = parsed.data;
    if (ok && token) handlers.onToken(token);
    else if (ok && encrypt) handlers.onBindPhone(encrypt);
    else handlers.onFailure(decodeMsg(msg));
  });

  useEffect(() => {
    if (!enabled) return;
    const listener = (event: MessageEvent) => onMessage(event);
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [enabled]);
}
