import { useCallback, useState } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import { PayResultPath, type PhonePayContext } from '@lucina/contracts';
import { payForContext } from '../api/orders';
import { paymentsText } from '../locale';
import { rememberPayReturn, type PayReturn } from '../utils/pay-return';
import { payInWechat } from '../utils/wechat-bridge';

const t = paymentsText.phone;

export const payResultPath = (orderNo: string) => `${PayResultPath}?orderNo=${encodeURIComponent(orderNo)}`;

/** One indirection over location.assign so tests (jsdom cannot navigate) can observe where the page goes. */
export const leavePage = {
  to(url: string) {
    window.location.assign(url);
  },
};

/**
 * Pays an order from a phone: the server answers with where to go (the provider's cashier, or WeChat's
 * authorisation first) or JSAPI parameters for WeChat's pay sheet. Whatever happens there, the outcome is
 * read from the order by the result page; `onLeave` closes the dialog before going there in-app.
 */
export function usePhonePay(onLeave?: () => void) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<PhonePayContext | null>(null);

  const start = useCallback(
    async (orderNo: string, context: PhonePayContext, back: PayReturn) => {
      setBusy(context);
      try {
        rememberPayReturn(orderNo, back);
        const r = await payForContext(orderNo, context);
        if (r.kind === 'redirect' || r.kind === 'authorize') {
          // Leaving the site: stays busy until the page goes.
          leavePage.to(r.url);
          return;
        }
        if (r.kind === 'jsapi') {
          if (r.sandboxSheetUrl) {
            // Demo mode: the server's sandbox signed for an appid WeChat does not know, so a real WeChat app's
            // sheet would refuse it; the sandbox's stand-in takes the same signed parameters instead.
            leavePage.to(r.sandboxSheetUrl);
            return;
          }
          const outcome = await payInWechat(r.params);
          if (outcome === 'ok') {
            onLeave?.();
            void navigate(payResultPath(orderNo));
          } else if (outcome === 'cancel') {
            void message.info(t.jsapiCancelled);
          } else {
            void message.error(outcome === 'unavailable' ? t.notInWechat : t.jsapiFailed);
          }
        }
      } catch (error) {
        // The request layer has shown the server's reason.
        console.warn('[payments] 发起支付失败', error);
      }
      setBusy(null);
    },
    [message, navigate, onLeave],
  );
  return { start, busy };
}
