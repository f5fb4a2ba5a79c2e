import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import { resolveAuthSecret } from '../../lib/auth-secret.js';
import type { Metrics } from '../../lib/metrics.js';
import { createPayProviders } from '../../providers/pay/index.js';
import type { AccountPayments, UserViewCache } from '../users/index.js';
import { createAdminCouponService } from './admin-coupons.service.js';
import { createAdminOrderService } from './admin-orders.service.js';
import { createCouponService } from './coupon.service.js';
import { createMemberService } from './member.service.js';
import type { PaymentNotices } from './notices.js';
import { createOrderService } from './order.service.js';
import { createPhonePayService } from './phone-pay.service.js';
import { paymentsRepository } from './payments.repository.js';
import { createPlanService } from './plans.service.js';
import { createRefundService } from './refund.service.js';
import { createSandboxCashier } from './sandbox-cashier.service.js';

export { paymentsSeeder } from './catalogue.js';
export { maskNickname } from './mask.js';
export type { PaymentNotices } from './notices.js';
export { payNotifyRoutes, paymentsRoutes } from './payments.routes.js';

/** Payments: providers chosen by config, coupons, orders and the member/referral calls. */
export function createPaymentServices({
  config,
  db,
  log,
  notices,
  views,
  metrics,
}: {
  config: Config;
  db: Database;
  views?: UserViewCache;
  log: Logger;
  notices?: PaymentNotices;
  metrics?: Metrics;
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
    metrics,
  });
  const members = createMemberService({ db, publicUrl: config.publicUrl, notices });
  const refunds = createRefundService({ db, providers: payProviders, log, notices, metrics });
  // The console's side: coupon templates and their issue, orders and their refunds, plan prices.
  const adminOrders = createAdminOrderService({ db, refunds });
  const admin = { coupons: createAdminCouponService({ db }), orders: adminOrders, plans: createPlanService({ db }) };
  // What an account's page in the console shows of payments: users cannot import payments, which depends on it.
  const accountPayments: AccountPayments = {
    planNameOfLevel: (tx, level) => paymentsRepository(tx).planNameOfLevel(level),
    ordersOf: adminOrders.ofUser,
  };
  const cashier = createSandboxCashier({ orders, providers: payProviders, publicUrl: config.publicUrl });
  const phonePay = createPhonePayService({
    db,
    providers: payProviders,
    orders,
    publicUrl: config.publicUrl,
    secret: resolveAuthSecret(config),
    log,
    metrics,
  });
  return { payProviders, coupons, orders, members, refunds, cashier, phonePay, admin, accountPayments };
}
