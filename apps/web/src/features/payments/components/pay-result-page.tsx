import { useEffect, useRef, useState } from 'react';
import { Button, Spin, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { Business, OrderStatus, Pages } from '@lucina/contracts';
import { refreshUserInfo } from '@/features/auth';
import { checkOrder } from '../api/orders';
import { paymentKeys } from '../api/query-keys';
import { leavePage, usePhonePay } from '../hooks/use-phone-pay';
import { paymentsText } from '../locale';
import { afterPayTarget } from '../utils/after-pay';
import { statusOf } from '../utils/order-status';
import { recallPayReturn, type PayReturn } from '../utils/pay-return';
import styles from './payments.module.css';
import { ResultBody } from './result-dialog';
import { SinglePaidLines } from './survey-test-pay-success-modal';

const t = paymentsText.result;
/** Polling stops after this long; the buyer may ask again. */
const POLL_FOR_MS = 3 * 60_000;
const GENERAL: PayReturn = { kind: 'member', from: null, button: null };

/**
 * Where a payment from a phone comes back to (WeChat Pay H5's redirect_url, Alipay's return_url, WeChat's pay
 * sheet). Coming back proves nothing: the page polls the order until the provider's notification has settled
 * it, it closed, or the wait runs out, and then says what the QR dialogs would have said.
 */
export function PayResultPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo');
  const payerFailed = params.get('payer') === 'failed';
  const [back] = useState(() => (orderNo ? recallPayReturn(orderNo) : null) ?? GENERAL);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const phonePay = usePhonePay();
  const [round, setRound] = useState(0);
  const [timedOut, setTimedOut] = useState(false);

  // Back from WeChat's authorisation: the openid is known now, so the payment goes on, once.
  const resumed = useRef(false);
  const resume = params.get('resume') === 'wechat_jsapi';
  useEffect(() => {
    if (!resume || !orderNo || resumed.current) return;
    resumed.current = true;
    void phonePay.start(orderNo, 'wechat_jsapi', back);
  }, [resume, orderNo, back, phonePay]);

  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), POLL_FOR_MS);
    return () => clearTimeout(timer);
  }, [round]);

  const status = useQuery({
    queryKey: [...paymentKeys.all, 'result', orderNo] as const,
    queryFn: async ({ signal }) => {
      try {
        return statusOf(await checkOrder(orderNo!, signal));
      } catch (error) {
        return statusOf(error);
      }
    },
    enabled: Boolean(orderNo) && !payerFailed,
    refetchInterval: (q) =>
      q.state.data === OrderStatus.pending && !timedOut ? Business.pollIntervalMs.membership : false,
    gcTime: 0,
  });
  const state = status.data;

  // Paid: the header, the member center and the report read the account again, as after a QR payment.
  useEffect(() => {
    if (state !== OrderStatus.paid) return;
    refreshUserInfo(queryClient).catch((error: unknown) => console.warn('[payments] 刷新用户信息失败', error));
    void queryClient.invalidateQueries({ queryKey: paymentKeys.all, predicate: (q) => q.queryKey[1] !== 'result' });
  }, [state, queryClient]);

  const goBack = (fallback: string) => {
    const target = afterPayTarget(back.from, window.location.origin);
    void navigate(target.kind === 'route' ? target.to : fallback);
  };
  // The report is loaded afresh, unlocked, as the dialog's reload does.
  const toReport = () => {
    const target = afterPayTarget(back.from, window.location.origin);
    leavePage.to(target.kind === 'route' ? target.to : Pages.surveyTest.path);
  };

  let body;
  if (!orderNo) {
    body = (
      <ResultBody
        tone="warn"
        title={t.noOrder}
        action={{ text: t.toHome, onClick: () => void navigate(Pages.home.path) }}
      >
        {null}
      </ResultBody>
    );
  } else if (payerFailed) {
    body = (
      <ResultBody
        tone="fail"
        title={paymentsText.fail.title}
        action={{ text: t.back, onClick: () => goBack(Pages.member.path) }}
      >
        <Typography.Paragraph>{t.payerFailed}</Typography.Paragraph>
      </ResultBody>
    );
  } else if (state === OrderStatus.paid && back.kind === 'single') {
    body = (
      <ResultBody
        tone="ok"
        title={paymentsText.singleSuccess.title}
        action={{ text: paymentsText.singleSuccess.close, onClick: toReport }}
      >
        <SinglePaidLines />
      </ResultBody>
    );
  } else if (state === OrderStatus.paid) {
    body = (
      <ResultBody
        tone="ok"
        title={paymentsText.success.title}
        action={{ text: back.button || t.memberButton, onClick: () => goBack(Pages.member.path) }}
      >
        <Typography.Paragraph className={styles.resultLead}>{paymentsText.success.line}</Typography.Paragraph>
        <Typography.Paragraph type="secondary">{paymentsText.success.sub}</Typography.Paragraph>
      </ResultBody>
    );
  } else if (state === OrderStatus.closed) {
    body = (
      <ResultBody
        tone="fail"
        title={paymentsText.fail.title}
        action={{ text: t.back, onClick: () => goBack(Pages.member.path) }}
      >
        <Typography.Paragraph>{t.closedLine}</Typography.Paragraph>
      </ResultBody>
    );
  } else if (timedOut) {
    const again = () => {
      setTimedOut(false);
      setRound((r) => r + 1);
      void status.refetch();
    };
    body = (
      <ResultBody tone="warn" title={t.timeoutTitle} action={{ text: t.retry, onClick: again }}>
        <Typography.Paragraph type="secondary">{t.timeoutLine}</Typography.Paragraph>
      </ResultBody>
    );
  } else {
    body = (
      <div className={styles.resultChecking} role="status">
        <Spin size="large" />
        <Typography.Title level={4} className={styles.resultTitle}>
          {t.checking}
        </Typography.Title>
        <Typography.Text type="secondary">{t.checkingHint}</Typography.Text>
        <Button shape="round" onClick={() => void status.refetch()} loading={status.isFetching && status.isSuccess}>
          {t.refresh}
        </Button>
      </div>
    );
  }
  return (
    <section className={styles.resultPage} data-testid="pay-result" data-status={state ?? ''}>
      {body}
    </section>
  );
}
