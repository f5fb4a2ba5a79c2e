import { paymentRoutes } from '@lucina/contracts';
import { api, loginByEmail } from '../lib/client.js';
import { openMembershipOrder, payAtCashier } from '../lib/orders.js';
import { moved, total, type Scrape } from '../lib/metrics.js';
import type { Scenario } from '../lib/scenario.js';

const NOTIFICATIONS = 50;

/**
 * One membership order paid once and notified 50 times over both instances: the first notification through B,
 * a poll on A right after sees it paid; the other 49, the same notification resent at once through A and B, are
 * duplicates and grant nothing more. A second payment of the paid order (a new transaction) grants nothing either:
 * it is flagged for a refund.
 */
export const payments: Scenario = {
  id: 6,
  name: 'duplicate payment notifications across instances',
  async run({ cluster, log }) {
    const { a, b, db, nginx } = cluster;
    const who = await loginByEmail(nginx.url, db, `faults-pay-${Date.now()}@example.com`);
    const { orderNo, plan } = await openMembershipOrder(nginx.url, who);
    log(`order ${orderNo} for plan ${plan.id} (${plan.duration} days)`);

    const metricsBefore = await Promise.all([cluster.scrape(a), cluster.scrape(b)]);
    const first = await payAtCashier(b.url, orderNo, 'wechat');
    const poll = await api<{ status: number }>(a.url, paymentRoutes.checkOrder.path, { orderNo }, who);
    const seenOnA = poll.body?.data.status === 1;
    log(`first notification through B: ${first.status}; the next poll on A reads status ${poll.body?.data.status}`);
    const [afterFirst] = await db.query<{ end_time: Date | null; user_grade: number }>(
      'select end_time, user_grade from users where id = $1',
      [who.userId],
    );

    const rest = await Promise.all([
      ...Array.from({ length: NOTIFICATIONS - 1 }, (_, i) =>
        payAtCashier(i % 2 ? a.url : b.url, orderNo, 'wechat', true),
      ),
      payAtCashier(a.url, orderNo, 'alipay'),
    ]);
    const errors = rest.filter((r) => r.status >= 500).length;
    const metricsAfter = await Promise.all([cluster.scrape(a), cluster.scrape(b)]);
    const counted = (result: string) =>
      metricsBefore.reduce(
        (sum, before, i) =>
          sum + moved(before, metricsAfter[i] as Scrape, 'lucina_pay_notifications_total', { result }),
        0,
      );
    const notified = {
      accepted: counted('accepted'),
      duplicate: counted('duplicate'),
      refund: counted('refund_required'),
    };
    const paidCounted = metricsAfter.reduce(
      (s, m, i) =>
        s + total(m, 'lucina_orders_paid_total') - total(metricsBefore[i] as Scrape, 'lucina_orders_paid_total'),
      0,
    );
    log(
      `/metrics of A and B: notifications accepted +${notified.accepted}, duplicate +${notified.duplicate}, ` +
        `refund-required +${notified.refund}, orders paid +${paidCounted}`,
    );
    const [afterAll] = await db.query<{ end_time: Date | null; user_grade: number }>(
      'select end_time, user_grade from users where id = $1',
      [who.userId],
    );
    const [orders] = await db.query<{ paid: number }>(
      'select count(*)::int as paid from orders where user_id = $1 and status = 1',
      [who.userId],
    );
    const grantedOnce =
      afterFirst?.end_time !== null &&
      afterFirst?.end_time?.getTime() === afterAll?.end_time?.getTime() &&
      afterAll?.user_grade === afterFirst?.user_grade &&
      orders!.paid === 1;
    log(
      `${NOTIFICATIONS - 1} resent and 1 second payment over A and B: ${errors} answered 5xx; paid orders ${orders!.paid}; ` +
        `membership end ${afterFirst?.end_time?.toISOString()} → ${afterAll?.end_time?.toISOString()}`,
    );
    return {
      figure: `${NOTIFICATIONS} notifications + 1 second payment → ${orders!.paid} grant${grantedOnce ? ', expiry unchanged' : ', expiry changed'}; A saw B's payment on poll 1: ${seenOnA ? 'yes' : 'no'}; ${errors} 5xx; /metrics ${notified.accepted} accepted, ${notified.duplicate} duplicate, ${notified.refund} refund-required`,
      goal: `granted once, seen on the first poll, 0 5xx; /metrics 1 accepted, ${NOTIFICATIONS - 1} duplicate, 1 refund-required`,
      pass:
        grantedOnce &&
        seenOnA &&
        errors === 0 &&
        notified.accepted === 1 &&
        paidCounted === 1 &&
        notified.duplicate === NOTIFICATIONS - 1 &&
        notified.refund === 1,
    };
  },
};
