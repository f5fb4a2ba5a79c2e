import type { JsapiParams } from '@lucina/contracts';

export type BridgeOutcome = 'ok' | 'cancel' | 'fail' | 'unavailable';

interface WeixinJSBridge {
  invoke(name: string, params: object, done: (res: { err_msg?: string }) => void): void;
}
declare global {
  interface Window {
    WeixinJSBridge?: WeixinJSBridge;
  }
}

/** How long WeChat may take to inject its bridge after the page loads. */
const BRIDGE_WAIT_MS = 3000;

function bridge(): Promise<WeixinJSBridge | null> {
  if (window.WeixinJSBridge) return Promise.resolve(window.WeixinJSBridge);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(window.WeixinJSBridge ?? null), BRIDGE_WAIT_MS);
    document.addEventListener(
      'WeixinJSBridgeReady',
      () => {
        clearTimeout(timer);
        resolve(window.WeixinJSBridge ?? null);
      },
      { once: true },
    );
  });
}

/**
 * WeChat's pay sheet (getBrandWCPayRequest). Its "ok" only means the sheet closed after paying: the order is
 * still settled by WeChat Pay's notification, which the result page waits for.
 */
export async function payInWechat(params: JsapiParams): Promise<BridgeOutcome> {
  const b = await bridge();
  if (!b) return 'unavailable';
  return new Promise((resolve) => {
    b.invoke('getBrandWCPayRequest', params, (res) => {
      const msg = res.err_msg ?? '';
      resolve(msg.endsWith(':ok') ? 'ok' : msg.endsWith(':cancel') ? 'cancel' : 'fail');
    });
  });
}
