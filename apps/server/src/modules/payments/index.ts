import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import { createPayProviders } from '../../providers/pay/index.js';
import type { UserViewCache } from '../users/user-views.cache.js';
import { createCouponService } from './coupon.service.js';
import { createMemberService } from './member.service.js';
import type { PaymentNotices } from './notices.js';
import { createOrderService } from './order.service.js';
import { createRefundService } from './refund.service.js';

/** Payments: providers chosen by config, coupons, orders and the member/referral calls. */
export function createPaymentServices({
  config,
  db,
  log,
  notices,
  views,
}: {
  config: Config;
  db: Database;
  views?: UserViewCache;
  log: Logger;
  notices?: PaymentNotices;
}) {
  const payProviders = createPayProviders(config);
  const coupons = createCouponService({ db, notices, views });
  const orders = createOrderService({
    db,
    providers: payProviders,
    coupons,
    orderTimeoutMs: config.pay.orderTimeoutMs,
    log,
    notices,
  });
  const members = createMemberService({ db, publicUrl: config.publicUrl, notices });
  const refunds = createRefundService({ db, providers: payProviders, log, notices });
  return { payProviders, coupons, orders, members, refunds };
}
