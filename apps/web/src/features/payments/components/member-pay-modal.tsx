import { useCallback, useEffect, useMemo, useState } from 'react';
import { Flex, Modal, Skeleton, Typography } from 'antd';
import { CheckCircleFilled, SafetyCertificateFilled } from '@ant-design/icons';
import { useLocation, useSearchParams } from 'react-router';
import { Business, type MembershipPlan, type UserCoupon } from '@lucina/contracts';
import { MemberLevelTag } from '@/components/ui/member-level-tag';
import { authSelectors, useAuthStore } from '@/stores/auth-store';
import { modalSelectors, useModalStore, type MemberPayModalData } from '@/stores/modal-store';
import { browserContext } from '@/lib/browser';
import { formatTime } from '@/lib/format-date';
import { useCoupons } from '../api/coupons';
import { useMemberCenter } from '../api/member-center';
import type { CreateOrderInput } from '../api/orders';
import { usePaymentFlowStore } from '../hooks/payment-flow-store';
import { useOrderPolling } from '../hooks/use-order-polling';
import { usePayOrder } from '../hooks/use-pay-order';
import { paymentsText } from '../locale';
import { couponLabel, toggleCoupon } from '../utils/coupon';
import { AgreementNote } from './agreement-note';
import { PayMethodSwitch, PayQr, type PayMethod } from './pay-qr';
import { PhonePayButtons } from './phone-pay';
import styles from './payments.module.css';

const t = paymentsText.member;

/** SPEC §2 dialog 5: buy, renew or upgrade a membership plan. */
export function MemberPayModal() {
  const open = useModalStore(modalSelectors.isOpen('memberPay'));
  const data = useModalStore(modalSelectors.memberPayModalData);
  const close = useModalStore(modalSelectors.closeModal);
  const remember = usePaymentFlowStore((s) => s.remember);
  useEffect(() => {
    if (open && data) remember(data);
  }, [open, data, remember]);
  return (
    <Modal
      open={open}
      onCancel={() => close('memberPay')}
      footer={null}
      width={Business.ui.payModalWidth}
      centered
      destroyOnHidden
      title={t.title}
      className={styles.payModal}
    >
      {open && data && <MemberPayLoader data={data} />}
    </Modal>
  );
}

/** The plan comes from the member center (already cached when opened from that page). */
function MemberPayLoader({ data }: { data: MemberPayModalData }) {
  const close = useModalStore(modalSelectors.closeModal);
  const center = useMemberCenter();
  const plan = center.data?.plans.find((p) => p.id === data.planId) ?? null;
  const missing = center.isError || (center.isSuccess && !plan);
  useEffect(() => {
    // No plan, no order: the dialog cannot show anything useful.
    if (missing) close('memberPay');
  }, [missing, close]);
  if (!plan) return <Skeleton active paragraph={{ rows: 6 }} />;
  return <MemberPayBody plan={plan} />;
}

export function MemberPayBody({ plan }: { plan: MembershipPlan }) {
  const user = useAuthStore(authSelectors.user);
  const close = useModalStore(modalSelectors.closeModal);
  const openModal = useModalStore(modalSelectors.openModal);
  const [method, setMethod] = useState<PayMethod>('wechat');
  const [context] = useState(browserContext);
  const [params] = useSearchParams();
  const location = useLocation();
  // null until the user picks or clears one; till then the best coupon applies.
  const [picked, setPicked] = useState<{ id: string | null } | null>(null);
  const coupons = useCoupons(0, plan.id);
  const usable: UserCoupon[] = coupons.data ?? [];
  // The server lists a plan's coupons best first.
  const best = usable[0]?.id ?? null;
  const couponId = picked ? picked.id : best;
  const couponsKnown = coupons.isSuccess || coupons.isError;

  // No order until the coupons are known: the first order already carries the best one, so the price shown
  // first is the price charged (no undiscounted order made and superseded on the way).
  const input = useMemo<CreateOrderInput | null>(
    () =>
      couponsKnown
        ? {
            membershipPlanId: plan.id,
            openType: plan.isCurrentUserPlan ? 2 : 1,
            userCouponId: couponId,
            subject: plan.name,
          }
        : null,
    [couponsKnown, plan.id, plan.isCurrentUserPlan, plan.name, couponId],
  );
  const { order } = usePayOrder(
    input,
    useCallback(() => close('memberPay'), [close]),
  );

  useOrderPolling(
    order?.payData.orderNo ?? null,
    Business.pollIntervalMs.membership,
    useCallback(
      (outcome) => {
        close('memberPay');
        openModal(outcome === 'paid' ? 'memberPaySuccess' : 'memberPayFail');
      },
      [close, openModal],
    ),
  );

  const pay = order?.payData;
  const qr = order ? (method === 'wechat' ? order.wechatQrCode : order.alipayQrCode) : null;
  const endTime = pay?.endTime ? formatTime(pay.endTime, 'day') : null;

  return (
    <div className={styles.memberLayout}>
      <section className={styles.memberInfo}>
        <div className={styles.levelCard}>
          <Flex align="center" gap={8} wrap>
            <Typography.Text type="secondary">{t.currentLevel}</Typography.Text>
            <MemberLevelTag user={user} />
          </Flex>
          <Flex align="center" gap={6} className={styles.effective}>
            <SafetyCertificateFilled aria-hidden="true" />
            <span>{t.effective}</span>
          </Flex>
          <Typography.Text type="secondary" data-testid="pay-end-time">
            {endTime ? t.expireAfter(endTime) : '\u00a0'}
          </Typography.Text>
        </div>

        <div className={styles.planLine}>
          <span>{t.plan}</span>
          <strong>
            {plan.name} · {plan.priceAndUnit}
          </strong>
        </div>

        {usable.length > 0 && (
          <div>
            <Flex align="baseline" gap={8} wrap>
              <Typography.Text strong>{t.coupons}</Typography.Text>
              {couponId !== null && couponId === best && (
                <Typography.Text type="success" className={styles.bestPicked} data-testid="best-coupon-note">
                  {t.bestPicked}
                </Typography.Text>
              )}
            </Flex>
            <ul
              className={styles.couponPicker}
              style={{ maxHeight: Business.ui.couponListMaxHeight }}
              aria-label={t.coupons}
            >
              {usable.map((c) => {
                const selected = c.id === couponId;
                return (
                  <li key={c.id}>
                    <button
                      type="button"
                      className={styles.couponOption}
                      aria-pressed={selected}
                      data-selected={selected}
                      onClick={() => setPicked({ id: toggleCoupon(couponId, c.id) })}
                    >
                      <span className={styles.couponOptionLabel}>{couponLabel(c)}</span>
                      <span className={styles.couponOptionName}>{c.couponName}</span>
                      <span className={styles.couponOptionDate}>{t.validUntil(formatTime(c.validEndTime, 'day'))}</span>
                      {selected && <CheckCircleFilled className={styles.couponCheck} aria-hidden="true" />}
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        )}
      </section>

      <section
        className={styles.payPane}
        aria-label={context === 'desktop' ? paymentsText.scanToPay : paymentsText.phone.label}
      >
        <dl className={styles.amounts}>
          <div>
            <dt>{t.payable}</dt>
            <dd className={styles.price} data-testid="pay-amount">
              {pay ? `¥${pay.packageAmountYuan}` : '--'}
            </dd>
          </div>
          <div>
            <dt>{t.couponDeduction}</dt>
            <dd>{pay ? `-¥${pay.couponReduceAmount}` : '--'}</dd>
          </div>
          <div>
            <dt>{t.upgradeDeduction}</dt>
            <dd>{pay ? `-¥${pay.upgradeDifferenceAmount}` : '--'}</dd>
          </div>
        </dl>
        {context === 'desktop' ? (
          <>
            <PayMethodSwitch value={method} onChange={setMethod} />
            <PayQr method={method} value={qr} size={Business.ui.qrSize} />
            <Typography.Text strong>{paymentsText.scanToPay}</Typography.Text>
          </>
        ) : (
          <PhonePayButtons
            context={context}
            orderNo={pay?.orderNo ?? null}
            back={{
              kind: 'member',
              // As the success dialog: the page's `from` and `button`, else back to this page.
              from: params.get('from') ?? encodeURIComponent(location.pathname + location.search),
              button: params.get('button'),
            }}
            onLeave={() => close('memberPay')}
          />
        )}
        <AgreementNote />
      </section>
    </div>
  );
}
