import { Button, Tag, Typography } from 'antd';
import { modalSelectors, useModalStore } from '@/stores/modal-store';
import { useConsultants } from '../api/report-extras';
import { extrasText as t } from '../extras-locale';
import styles from './report.module.css';

/** Consultants matched to the Holland code; booking goes through the customer-service dialog. */
export function ConsultantList({ recordId }: { recordId: string }) {
  const consultants = useConsultants(recordId);
  const openModal = useModalStore(modalSelectors.openModal);
  if (!consultants.data?.length) return null;
  return (
    <section className={styles.panel} aria-label={t.consultantsTitle}>
      <Typography.Title level={2} className={styles.sectionTitle}>
        {t.consultantsTitle}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className={styles.sectionHint}>
        {t.consultantsHint}
      </Typography.Paragraph>
      <div className={styles.grid2}>
        {consultants.data.map((c) => (
          <article key={c.id} className={styles.subPanel}>
            <div className={styles.consultantHead}>
              <span className={styles.consultantAvatar} aria-hidden="true">
                {c.name.slice(0, 1)}
              </span>
              <div>
                <strong>{c.name}</strong> · {c.title}
                <div className={styles.consultantYears}>{t.years(c.years)}</div>
              </div>
            </div>
            <p>{c.introZh}</p>
            <p className={styles.consultantReason}>{c.reasonZh}</p>
            <div className={styles.consultantTags}>
              {c.specialtiesZh.map((s) => (
                <Tag key={s} bordered={false} color="purple">
                  {s}
                </Tag>
              ))}
            </div>
            <Button type="primary" ghost onClick={() => openModal('customerService')}>
              {t.consult}
            </Button>
          </article>
        ))}
      </div>
    </section>
  );
}
