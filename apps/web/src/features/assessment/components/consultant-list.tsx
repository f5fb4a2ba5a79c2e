import { useState } from 'react';
import { Button, Flex, Modal, Tag, Typography } from 'antd';
import type { Consultant } from '@lucina/contracts';
import { byScanning, ContactQr } from '@/components/ui/contact-qr';
import { modalSelectors, useModalStore } from '@/stores/modal-store';
import { useConsultants } from '../api/report-extras';
import { extrasText as t } from '../extras-locale';
import styles from './report.module.css';
import { ReportPanel } from './report-panel';

/** The consultant's own contact QR (an image the operator uploaded), and their WeChat ID to copy when set. */
function ContactDialog({ consultant, onClose }: { consultant: Consultant | null; onClose: () => void }) {
  return (
    <Modal
      open={consultant !== null}
      title={consultant ? t.contactTitle(consultant.name) : ''}
      onCancel={onClose}
      footer={null}
      width={380}
      centered
      destroyOnHidden
    >
      {consultant && (
        <Flex vertical align="center" gap={16} style={{ padding: '8px 0' }}>
          <ContactQr
            image={consultant.contactQrUrl}
            label={t.contactQr(consultant.name)}
            size={200}
            wechatId={consultant.contactWechatId}
            fileName={t.contactQr(consultant.name)}
          />
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center', margin: 0 }}>
            {byScanning(t.contactHint, t.contactHintPhone)}
          </Typography.Paragraph>
          <Button type="primary" shape="round" block onClick={onClose}>
            {t.contactDone}
          </Button>
        </Flex>
      )}
    </Modal>
  );
}

/**
 * Consultants matched to the Holland code; booking goes through the consultant's own QR when the operator
 * gave one, else the customer-service dialog.
 */
export function ConsultantList({ recordId }: { recordId: string }) {
  const consultants = useConsultants(recordId);
  const openModal = useModalStore(modalSelectors.openModal);
  const [contact, setContact] = useState<Consultant | null>(null);
  if (!consultants.data?.length) return null;
  return (
    <ReportPanel title={t.consultantsTitle} hint={t.consultantsHint}>
      <div className={styles.grid2}>
        {consultants.data.map((c) => (
          <article key={c.id} className={styles.subPanel}>
            <div className={styles.consultantHead}>
              {c.photoUrl ? (
                <img src={c.photoUrl} alt="" className={styles.consultantAvatar} />
              ) : (
                <span className={styles.consultantAvatar} aria-hidden="true">
                  {c.name.slice(0, 1)}
                </span>
              )}
              <div>
                <strong>{c.name}</strong> · {c.title}
                <div className={styles.consultantYears}>{t.years(c.years)}</div>
              </div>
            </div>
            <p>{c.introZh}</p>
            <p className={styles.consultantReason}>{c.reasonZh}</p>
            <div className={styles.consultantTags}>
              {c.specialtiesZh.map((s) => (
                <Tag key={s} variant="filled" color="purple">
                  {s}
                </Tag>
              ))}
            </div>
            <Button
              // Outlined keeps a white ground: the primary as text has only 4.35:1 on the panel's grey.
              color="primary"
              variant="outlined"
              onClick={() => (c.contactQrUrl ? setContact(c) : openModal('customerService'))}
            >
              {t.consult}
            </Button>
          </article>
        ))}
      </div>
      <ContactDialog consultant={contact} onClose={() => setContact(null)} />
    </ReportPanel>
  );
}
