import { App, Button, Spin, Typography } from 'antd';
import { browserContext } from '@/lib/browser';
import { modalSelectors, useModalStore, type LoginFlowOptions } from '@/stores/modal-store';
import { useWechatQrConfig } from '../api/wechat-login';
import { useInviteCode } from '../hooks/use-invite-code';
import { useLoginSuccess } from '../hooks/use-login-success';
import { useWechatLoginMessage } from '../hooks/use-wechat-login-message';
import { authText } from '../locale';
import styles from './auth.module.css';

/**
 * SPEC §2 dialog 9, WeChat tab: the QR page (WeChat's, or our sandbox stand-in offline) in a
 * frame that answers by window message: a token logs in, an `encrypt` asks to bind a phone, a
 * failure is toasted and the QR renewed (SPEC §8).
 */
export function WechatLoginPanel({ options }: { options: LoginFlowOptions }) {
  const { message } = App.useApp();
  const tk = useInviteCode();
  const qr = useWechatQrConfig(tk);
  const finishLogin = useLoginSuccess();
  const openBindPhoneModal = useModalStore(modalSelectors.openBindPhoneModal);

  useWechatLoginMessage({
    onToken: (token) => void finishLogin({ token }, options),
    onBindPhone: (encrypt) => openBindPhoneModal({ ...options, encrypt }),
    onFailure: (text) => {
      void message.error(text);
      void qr.refetch();
    },
  });

  let frame = (
    <div className={styles.qrPlaceholder}>
      <Spin />
    </div>
  );
  if (qr.data) {
    frame = (
      <iframe
        // A new address (a renewed state) must load a new page, not keep the scanned one.
        key={qr.data.url}
        src={qr.data.url}
        title={authText.wechatFrameTitle}
        className={styles.qrFrame}
      />
    );
  } else if (qr.isError) {
    frame = (
      <div className={styles.qrPlaceholder}>
        <Typography.Text type="secondary">{authText.wechatLoadFailed}</Typography.Text>
        <Button onClick={() => void qr.refetch()}>{authText.wechatRetry}</Button>
      </div>
    );
  }

  return (
    <div className={styles.wechat}>
      {frame}
      <Typography.Text className={styles.wechatHint}>
        {browserContext() === 'desktop' ? authText.wechatHint : authText.wechatHintPhone}
      </Typography.Text>
    </div>
  );
}
