import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import { createPayProviders } from '../../providers/pay/index.js';
import { createCouponService } from './coupon.service.js';
import { createMemberService } from './member.service.js';
import { createOrderService } from './order.service.js';

/** Payments: providers chosen by config, coupons, orders and the member/referral calls. */
export function createPaymentServices({ config, db, log }: { config: Config; db: Database; log: Logger }) {
  const payProviders = createPayProviders(config);
  const coupons = createCouponService({ db });
  const orders = createOrderService({
    db,
    providers: payProviders,
    coupons,
    orderTimeoutMs: config.pay.orderTimeoutMs,
    log,
  });
  const members = createMemberService({ db, publicUrl: config.publicUrl });
  return { payProviders, coupons, orders, members };
}
