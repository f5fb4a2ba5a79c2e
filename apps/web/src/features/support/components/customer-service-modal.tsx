import { byScanning } from '@/components/ui/contact-qr';
import { useSiteHelp } from '@/features/site';
import { useSiteLinks } from '@/hooks/use-site-links';
import { modalSelectors, useModalStore } from '@/stores/modal-store';
import { supportText } from '../locale';
import { QrDialog } from './qr-dialog';

const t = supportText.customerService;

/** SPEC §2 dialog 3: the QR to a human agent (and its WeChat ID, when set), opened by the consult actions. */
export function CustomerServiceModal() {
  const open = useModalStore(modalSelectors.isOpen('customerService'));
  const close = useModalStore(modalSelectors.closeModal);
  const { supportUrl, supportWechatId } = useSiteLinks();
  // Asked for only once the dialog opens, so pages that never open it make no request.
  const hours = useSiteHelp({ enabled: open }).data?.texts.serviceHours;
  return (
    <QrDialog
      open={open}
      title={t.title}
      url={supportUrl}
      qrLabel={t.qrLabel}
      wechatId={supportWechatId}
      text={
        <>
          {byScanning(t.text, t.textPhone)}
          {hours && (
            <>
              <br />
              {hours}
            </>
          )}
        </>
      }
      doneText={t.done}
      onClose={() => close('customerService')}
    />
  );
}
