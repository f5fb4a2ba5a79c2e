import { eq } from 'drizzle-orm';
import { API_PREFIX, PayEndpoints } from '@lucina/contracts';
import {
  orders,
  paymentNotifications,
  surveyRecords,
  surveyTemplates,
  users,
  type StoredResult,
} from '../../src/db/schema/index.js';
import type { RawNotification } from '../../src/providers/pay/index.js';
import type { TestApp } from '../helpers/app.js';

export function sandboxOf(t: TestApp) {
  const s = t.app.ctx.services.payments.payProviders.sandbox;
  if (!s) throw new Error('not in sandbox mode');
  return s;
}

export async function api(
  t: TestApp,
  headers: Record<string, string>,
  method: 'GET' | 'POST',
  path: string,
  payload?: object,
) {
  const res = await t.app.inject({ method, url: `${API_PREFIX}${path}`, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: any } };
}

export async function openOrder(
  t: TestApp,
  headers: Record<string, string>,
  query: { membershipPlanId: number; userCouponId?: string; openType?: number; recordId?: string },
) {
  const qs = new URLSearchParams({
    openType: String(query.openType ?? 1),
    membershipPlanId: String(query.membershipPlanId),
    ...(query.userCouponId ? { userCouponId: query.userCouponId } : {}),
    ...(query.recordId ? { recordId: query.recordId } : {}),
  });
  return api(t, headers, 'GET', `/user/lucinaUserCoupon/openMembership?${qs}`);
}

export async function welcomeCouponId(t: TestApp, headers: Record<string, string>) {
  const list = await api(
    t,
    headers,
    'GET',
    '/user/lucinaUserCoupon/selectLucinaUserCouponList?userStatus=0&membershipPlanId=1',
  );
  return list.body.data[0].id as string;
}

export function postNotification(t: TestApp, method: 'wechat' | 'alipay', n: RawNotification) {
  return t.app.inject({
    method: 'POST',
    url: `${API_PREFIX}${method === 'wechat' ? PayEndpoints.wechatNotify : PayEndpoints.alipayNotify}`,
    headers: n.headers as Record<string, string>,
    payload: n.body,
  });
}

export async function orderRow(t: TestApp, orderNo: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  return row!;
}

export async function userRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row!;
}

export async function notificationCount(t: TestApp) {
  return (await t.db.select().from(paymentNotifications)).length;
}

/** A submitted assessment record of the user, whose full report the single assessment can unlock. */
export async function recordOf(t: TestApp, userId: string) {
  await t.db
    .insert(surveyTemplates)
    .values({ id: 1, code: 'riasec-48', name: 'RIASEC', description: '', questionCount: 48, version: 1 })
    .onConflictDoNothing();
  const [row] = await t.db
    .insert(surveyRecords)
    .values({ surveyId: 1, userId, status: 'submitted', result: {} as StoredResult, submittedAt: new Date() })
    .returning({ id: surveyRecords.id });
  return row!.id;
}

/** Pays an order through the sandbox's signed wechat notification; answers what the notify endpoint said. */
export async function payOrder(t: TestApp, order: { orderNo: string; packageAmount: number }) {
  const n = sandboxOf(t).signer.buildNotification('wechat', {
    orderNo: order.orderNo,
    amountFen: order.packageAmount,
    subject: 'x',
  });
  return postNotification(t, 'wechat', n);
}
