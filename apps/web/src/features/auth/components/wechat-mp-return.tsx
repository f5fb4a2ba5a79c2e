import { useWechatMpReturn } from '../hooks/use-wechat-mp-return';

/** The return from WeChat's authorisation, as a component the app's dialogs mount only when the address carries it. */
export function WechatMpReturn() {
  useWechatMpReturn();
  return null;
}
