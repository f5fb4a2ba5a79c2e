import { useEffect, useRef } from 'react';
import { Spin } from 'antd';
import { modalSelectors, useModalStore, type LoginFlowOptions } from '@/stores/modal-store';
import { wechatMpLogin } from '../api/wechat-login';
import { useInviteCode } from '../hooks/use-invite-code';
import { useLoginSuccess } from '../hooks/use-login-success';
import { authText } from '../locale';
import styles from './auth.module.css';

/**
 * Redeems the ticket WeChat's authorisation came back with, once: an account logs in as any login does
 * (needs survey included), a WeChat without a phone goes on to bind one. A refusal is toasted by the
 * request layer and the dialog's usual ways in show again (`onDone`).
 */
export function WechatMpFinish({
  ticket,
  options,
  onDone,
}: {
  ticket: string;
  options: LoginFlowOptions;
  onDone: () => void;
}) {
  const tk = useInviteCode();
  const finishLogin = useLoginSuccess();
  const openBindPhoneModal = useModalStore(modalSelectors.openBindPhoneModal);
  // The ticket works once: a second run of the effect (development's double mount) must not spend it again.
  const redeemed = useRef<string | null>(null);

  useEffect(() => {
    if (redeemed.current === ticket) return;
    redeemed.current = ticket;
    void (async () => {
      try {
        const result = await wechatMpLogin({ ticket, tk });
        if (result.login) await finishLogin(result.login, options);
        else if (result.encrypt) openBindPhoneModal({ ...options, encrypt: result.encrypt });
      } catch (error) {
        console.warn('[auth] 微信一键登录失败', error);
        onDone();
      }
    })();
  }, [ticket, tk, finishLogin, openBindPhoneModal, options, onDone]);

  return (
    <div className={styles.oneTap}>
      <Spin />
      <span className={styles.wechatHint}>{authText.wechatMpSigningIn}</span>
    </div>
  );
}
