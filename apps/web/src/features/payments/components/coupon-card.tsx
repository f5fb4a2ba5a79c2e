import { Button, Tag } from 'antd';
import type { UserCoupon } from '@lucina/contracts';
import { formatTime } from '@/lib/format-date';
import { paymentsText } from '../locale';
import { couponDiscount } from '../utils/coupon';
import styles from './payments.module.css';

const t = paymentsText.coupons;

/** One coupon of the wallet: the N折 stub, name, validity and the plans it applies to. */
export function CouponCard({
  coupon,
  planNames,
  onUse,
}: {
  coupon: UserCoupon;
  planNames: Record<number, string>;
  onUse?: () => void;
}) {
  const discount = couponDiscount(coupon);
  const usable = coupon.userStatus === 0;
  const names = coupon.membershipPlanIds.map((id) => planNames[id]).filter(Boolean);
  const fmt = (v: string) => formatTime(v, 'day');
  return (
    <article className={styles.couponCard} data-status={coupon.userStatus} aria-label={coupon.couponName}>
      <div className={styles.couponStub}>
        <span>
          <span className={styles.couponRate}>{discount ? discount.replace(/折$/, '') : '--'}</span>
          <span className={styles.couponRateUnit}>{t.discount}</span>
        </span>
      </div>
      <div className={styles.couponBody}>
        <div className={styles.couponName}>
          {coupon.couponName}
          {coupon.isNew && usable && (
            <Tag color="red" className={styles.newTag}>
              NEW
            </Tag>
          )}
        </div>
        {coupon.description && <div className={styles.couponDesc}>{coupon.description}</div>}
        <div className={styles.couponMeta}>{t.validity(fmt(coupon.validStartTime), fmt(coupon.validEndTime))}</div>
        <div className={styles.couponMeta}>{t.plans(names.length ? names.join('、') : t.allPlans)}</div>
      </div>
      <div className={styles.couponAction}>
        {usable ? (
          <>
            <Button type="primary" shape="round" onClick={onUse}>
              {t.use}
            </Button>
            {coupon.held && <span className={styles.couponHeld}>{t.held}</span>}
          </>
        ) : (
          <span className={styles.couponStamp}>{coupon.userStatus === 1 ? t.used : t.expired}</span>
        )}
      </div>
    </article>
  );
}
