import { useEffect, useState } from 'react';
import { Empty, Skeleton, Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { CouponStatus, Pages } from '@lucina/contracts';
import { markCouponsSeen, useCoupons } from '../api/coupons';
import { useMemberCenter } from '../api/member-center';
import { paymentsText } from '../locale';
import { CouponCard } from './coupon-card';
import styles from './payments.module.css';

const t = paymentsText.coupons;
const STATUSES = [CouponStatus.usable, CouponStatus.used, CouponStatus.expired] as const;

/** /personal/myCoupons: the wallet by status; visiting clears the new-coupon red dot. */
export function MyCoupons() {
  const [status, setStatus] = useState<number>(CouponStatus.usable);
  useEffect(() => {
    // The NEW marks stay visible during this visit; the next visit shows them as seen.
    markCouponsSeen().catch((error: unknown) => console.warn('[payments] 清除优惠券红点失败', error));
  }, []);

  return (
    <div className={styles.page}>
      <Tabs
        activeKey={String(status)}
        onChange={(key) => setStatus(Number(key))}
        items={STATUSES.map((s) => ({ key: String(s), label: t.tabs[s] }))}
      />
      <CouponList status={status} />
    </div>
  );
}

function CouponList({ status }: { status: number }) {
  const coupons = useCoupons(status);
  const center = useMemberCenter();
  const navigate = useNavigate();
  const planNames = Object.fromEntries((center.data?.plans ?? []).map((p) => [p.id, p.name]));
  if (coupons.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (coupons.isError || coupons.data.length === 0) {
    return <Empty className={styles.empty} description={t.empty[status]} />;
  }
  return (
    <div className={styles.couponGrid}>
      {coupons.data.map((c) => (
        <CouponCard key={c.id} coupon={c} planNames={planNames} onUse={() => void navigate(Pages.member.path)} />
      ))}
    </div>
  );
}
