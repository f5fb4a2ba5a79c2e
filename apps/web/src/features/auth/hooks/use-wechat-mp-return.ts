import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
// Plain constants only: this runs on every page's first screen, where no zod schema may come along.
import { WechatMpErrorText, WechatMpParams, type WechatMpError } from '@lucina/contracts';
import { modalSelectors, useModalStore } from '@/stores/modal-store';

const TICKET = /^[0-9a-f]{32}$/;

/**
 * Back from WeChat's authorisation (one-tap login in WeChat's browser): the address carries a ticket, or the
 * reason it failed. Both leave the address at once (a reload must not redeem twice) and open the login
 * dialog, which finishes the login or says what went wrong. Mounted with the app's dialogs.
 */
export function useWechatMpReturn() {
  const [params, setParams] = useSearchParams();
  const openLoginModal = useModalStore(modalSelectors.openLoginModal);
  const ticket = params.get(WechatMpParams.ticket);
  const error = params.get(WechatMpParams.error);

  useEffect(() => {
    if (ticket === null && error === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(WechatMpParams.ticket);
        next.delete(WechatMpParams.error);
        return next;
      },
      { replace: true },
    );
    if (ticket !== null && TICKET.test(ticket)) {
      openLoginModal({ surveyRequired: true, wechatMpTicket: ticket });
      return;
    }
    const reason: WechatMpError = error !== null && error in WechatMpErrorText ? (error as WechatMpError) : 'expired';
    openLoginModal({ surveyRequired: true, notice: WechatMpErrorText[reason] });
  }, [ticket, error, setParams, openLoginModal]);
}
