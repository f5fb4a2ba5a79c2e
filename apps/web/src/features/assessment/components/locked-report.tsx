import { LockOutlined } from '@ant-design/icons';
import { Business, type SurveyResultDetail } from '@lucina/contracts';
import { Text, Title } from '@/components/ui/plain-typography';
import { priceText } from '@/lib/money';
import { assessmentText } from '../locale';
import { UnlockButton } from './unlock-button';
import styles from './report.module.css';

const t = assessmentText.result;

/** What the full report holds (from the API's outline) and the CTA that unlocks it. */
export function LockedReport({ outline }: { outline: NonNullable<SurveyResultDetail['locked']> }) {
  const { priceFen, originPriceFen } = Business.singleAssessment;
  return (
    <section className={styles.locked} aria-labelledby="report-locked">
      <header className={styles.lockedHead}>
        <span className={styles.lockIcon} aria-hidden="true">
          <LockOutlined />
        </span>
        <div>
          <Title level={2} id="report-locked" className={styles.sectionTitle}>
            {t.lockedTitle}
          </Title>
          <Text type="secondary">{outline.titleZh}</Text>
        </div>
      </header>
      <ul className={styles.lockedList}>
        {outline.sections.map((s) => (
          <li key={s.key} className={styles.lockedItem}>
            <LockOutlined className={styles.lockedItemIcon} aria-hidden="true" />
            <div>
              <strong>{s.titleZh}</strong>
              <p>{s.descriptionZh}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className={styles.unlockBar}>
        <div className={styles.price}>
          <span className={styles.priceNow}>¥{priceText(priceFen)}</span>
          <s className={styles.priceOrigin}>{t.originPrice(priceText(originPriceFen))}</s>
          <span className={styles.priceNote}>{t.unlockNote}</span>
        </div>
        <UnlockButton />
      </div>
      {/* What each way of paying gives, side by side, so the cheaper one is chosen knowingly. */}
      <p className={styles.compareNote}>{t.compareNote}</p>
    </section>
  );
}
