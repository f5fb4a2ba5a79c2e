import { useCallback, useMemo, useState } from 'react';
import { App, Avatar, Flex, Modal, Typography } from 'antd';
import { CheckCircleFilled, GiftFilled } from '@ant-design/icons';
import { useLocation, useSearchParams } from 'react-router';
import { Business, fenToYuan } from '@lucina/contracts';
import { browserContext } from '@/lib/browser';
import { track } from '@/lib/track';
import { authSelectors, useAuthStore } from '@/stores/auth-store';
import { modalSelectors, useModalStore } from '@/stores/modal-store';
import { priceText } from '@/lib/money';
import type { CreateOrderInput } from '../api/orders';
import { useNow } from '../hooks/use-now';
import { useOrderPolling } from '../hooks/use-order-polling';
import { usePayOrder } from '../hooks/use-pay-order';
import { paymentsText } from '../locale';
import { formatCountdown } from '../utils/order-status';
import { PaymentEvents } from '../utils/events';
import { AgreementNote } from './agreement-note';
import { PayMethodSwitch, PayQr, type PayMethod } from './pay-qr';
import { PhonePayButtons } from './phone-pay';
import styles from './payments.module.css';
import { DefaultImages } from '@/config/default-images';

const t = paymentsText.single;
const plan = Business.singleAssessment;

/** SPEC §2 dialog 1: the single-assessment payment dialog, opened by the report's unlock button. */
export function SurveyTestPayModal() {
  const open = useModalStore(modalSelectors.isOpen('surveyTestPay'));
  const close = useModalStore(modalSelectors.closeModal);
  return (
    <Modal
      open={open}
      onCancel={() => close('surveyTestPay')}
      footer={null}
      width={760}
      centered
      destroyOnHidden
      title={t.title}
      className={styles.payModal}
    >
      {/* Mounted only while open: each opening starts a new order, countdown and wechat tab. */}
      {open && <SurveyTestPayBody />}
    </Modal>
  );
}

function SurveyTestPayBody() {
  const { message } = App.useApp();
  const user = useAuthStore(authSelectors.user);
  const close = useModalStore(modalSelectors.closeModal);
  const openModal = useModalStore(modalSelectors.openModal);
  const [params] = useSearchParams();
  const recordId = params.get('recordId');
  const [method, setMethod] = useState<PayMethod>('wechat');
  const [context] = useState(browserContext);
  const location = useLocation();
  const [openedAt] = useState(() => Date.now());
  const now = useNow(true);

  const input = useMemo<CreateOrderInput>(
    () => ({ membershipPlanId: plan.planId, openType: 1, recordId, subject: t.product }),
    [recordId],
  );
  const { order } = usePayOrder(
    input,
    useCallback(() => close('surveyTestPay'), [close]),
  );

  useOrderPolling(
    order?.payData.orderNo ?? null,
    Business.pollIntervalMs.singleTest,
    useCallback(
      (outcome) => {
        close('surveyTestPay');
        if (outcome === 'paid') {
          openModal('surveyTestPaySuccess');
          track(PaymentEvents.buyMember, { eventType: 'click', subEvent: 'singleAssessment' });
        } else {
          void message.error(paymentsText.cancelled);
        }
      },
      [close, message, openModal],
    ),
  );

  const left = openedAt + plan.promoCountdownMs - now;
  const qr = order ? (method === 'wechat' ? order.wechatQrCode : order.alipayQrCode) : null;

  return (
    <div className={styles.singleLayout}>
      <section className={styles.singleInfo}>
        <Flex align="center" gap={12}>
          <Avatar size={44} src={user?.userIcon || DefaultImages.head} alt="" />
          <Flex vertical className={styles.minw0}>
            <Typography.Text strong ellipsis>
              {user?.nickname}
            </Typography.Text>
            <Typography.Text type="secondary">{t.product}</Typography.Text>
          </Flex>
        </Flex>
        <div className={styles.giftBanner} role="timer" aria-live="off">
          <GiftFilled aria-hidden="true" />
          <span className={styles.giftText}>{t.giftBanner}</span>
          <span className={styles.countdown}>{t.countdown(formatCountdown(left))}</span>
        </div>
        <Typography.Text type="secondary">{t.benefitsTitle}</Typography.Text>
        <ul className={styles.benefits}>
          {t.benefits.map((b) => (
            <li key={b}>
              <CheckCircleFilled aria-hidden="true" /> {b}
            </li>
          ))}
        </ul>
      </section>
      <section
        className={styles.payPane}
        aria-label={context === 'desktop' ? paymentsText.scanToPay : paymentsText.phone.label}
      >
        <Flex align="baseline" gap={10} wrap justify="center">
          <span className={styles.priceLabel}>{t.payable}</span>
          <span className={styles.price}>{t.price(priceText(plan.priceFen))}</span>
          <del className={styles.origin}>{t.originPrice(fenToYuan(plan.originPriceFen).replace(/\.00$/, ''))}</del>
          <span className={styles.discountTag}>{t.discountTag}</span>
        </Flex>
        {context === 'desktop' ? (
          <>
            <PayMethodSwitch value={method} onChange={setMethod} />
            <PayQr method={method} value={qr} />
            <Typography.Text type="secondary">{paymentsText.scanWith(paymentsText.method[method])}</Typography.Text>
          </>
        ) : (
          <PhonePayButtons
            context={context}
            orderNo={order?.payData.orderNo ?? null}
            // Back to this report once paid.
            back={{ kind: 'single', from: encodeURIComponent(location.pathname + location.search), button: null }}
            onLeave={() => close('surveyTestPay')}
          />
        )}
        <AgreementNote />
      </section>
    </div>
  );
}
