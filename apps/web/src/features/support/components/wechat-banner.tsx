import { useState } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import { useSiteLinks } from '@/hooks/use-site-links';
import { sessionStore } from '@/lib/storage';
import { antdIsland } from '@/components/ui/antd-island';
import { PlainButton } from '@/components/ui/plain-button';
import { supportText } from '../locale';
import { isWeChatBrowser } from '@/lib/browser';
import styles from './support.module.css';

// The QR code library loads when the dialog is first opened, not on every page inside WeChat.
const QrDialog = antdIsland(async () => (await import('./qr-dialog')).QrDialog);

const t = supportText.miniProgram;
const DISMISS_KEY = 'lucina_wechat_banner_dismissed';

/** Inside WeChat's browser: a dismissible top banner offering the mini program. */
export function WeChatBanner({ force = false }: { force?: boolean }) {
  const [dismissed, setDismissed] = useState(() => sessionStore.get(DISMISS_KEY) === '1');
  // null until first opened; then kept mounted so the dialog can animate closed.
  const [qrOpen, setQrOpen] = useState<boolean | null>(null);
  const { miniProgramUrl } = useSiteLinks();
  if ((!force && !isWeChatBrowser()) || dismissed) return null;
  return (
    <>
      <div className={styles.banner} role="region" aria-label={t.banner}>
        <span className={styles.bannerText}>{t.banner}</span>
        <PlainButton
          variant="default"
          size="small"
          shape="round"
          className={styles.bannerOpen}
          onClick={() => setQrOpen(true)}
        >
          {t.open}
        </PlainButton>
        <button
          type="button"
          className={styles.bannerClose}
          aria-label={t.dismiss}
          onClick={() => {
            sessionStore.set(DISMISS_KEY, '1');
            setDismissed(true);
          }}
        >
          <CloseOutlined />
        </button>
      </div>
      {qrOpen !== null && (
        <QrDialog
          open={qrOpen}
          title={t.title}
          url={miniProgramUrl}
          qrLabel={t.qrLabel}
          text={t.text}
          doneText={t.done}
          onClose={() => setQrOpen(false)}
        />
      )}
    </>
  );
}
