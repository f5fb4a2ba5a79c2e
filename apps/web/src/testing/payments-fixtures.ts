import { vi } from 'vitest';
import {
  API_PREFIX,
  membershipPlanSchema,
  payDataSchema,
  userCouponSchema,
  type MembershipPlan,
  type PayData,
  type UserCoupon,
} from '@lucina/contracts';
import { jsonResponse } from '@/testing/fixtures';

export function makePlan(overrides: Partial<MembershipPlan> = {}): MembershipPlan {
  return membershipPlanSchema.parse({
    id: 2,
    name: '季度会员',
    description: '三个月无限对话',
    price: 6900,
    priceYuan: 69,
    originPrice: 99,
    originPriceFen: 9900,
    membershipUnit: '季',
    membershipLevel: 2,
    duration: 90,
    isActive: true,
    recommendedTag: '推荐',
    yn: 1,
    createUserId: null,
    createTime: '2026-01-01T00:00:00.000Z',
    updateUserId: null,
    updateTime: '2026-01-01T00:00:00.000Z',
    subList: [{ id: 1, name: '无限次对话', description: '' }],
    priceAndUnit: '¥69.00/季',
    isCurrentUserPlan: false,
    count: null,
    ...overrides,
  });
}

export const COUPON_ID = '0b9a3c57-6a6f-4e55-9a53-2a4a6c3f1a01';

export function makeCoupon(overrides: Partial<UserCoupon> = {}): UserCoupon {
  return userCouponSchema.parse({
    id: COUPON_ID,
    couponName: '新人专享券',
    description: '',
    userStatus: 0,
    held: false,
    isNew: true,
    validStartTime: '2026-01-01T00:00:00.000Z',
    validEndTime: '2026-02-01T00:00:00.000Z',
    membershipPlanIds: [1, 2, 3, 4],
    subList: [{ discountValue: 0.8, discountLabel: '8折' }],
    createTime: '2026-01-01T00:00:00.000Z',
    ...overrides,
  });
}

export function makePayData(overrides: Partial<PayData> = {}): PayData {
  return payDataSchema.parse({
    orderNo: 'LO1',
    packageAmountYuan: '69.00',
    endTime: '2026-04-01T00:00:00.000Z',
    upgradeDifferenceAmount: '0.00',
    couponReduceAmount: '0.00',
    packageAmount: 6900,
    upgradeDifferenceAmountFen: 0,
    couponReduceAmountFen: 0,
    planPrice: 6900,
    membershipPlanId: 2,
    openType: 1,
    userCouponId: null,
    status: 0,
    expireTime: '2026-01-01T00:15:00.000Z',
    ...overrides,
  });
}

type Reply = unknown | { __error: { status?: number; code: number; msg: string; data?: unknown } };
type Handler = (call: { query: URLSearchParams; body: any }) => Reply;

/** Stubs fetch with one handler per API path; a handler may answer a business error with `__error`. */
export function stubPaymentsApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(API_PREFIX, '');
    const handler = handlers[path];
    if (!handler) return jsonResponse({ code: 200, msg: 'ok', data: null });
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const reply = handler({ query: url.searchParams, body });
    if (reply && typeof reply === 'object' && '__error' in reply) {
      const e = (reply as { __error: { status?: number; code: number; msg: string; data?: unknown } }).__error;
      return jsonResponse({ code: e.code, msg: e.msg, data: e.data ?? null }, e.status ?? 200);
    }
    return jsonResponse({ code: 200, msg: 'ok', data: reply });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Query strings of the calls to one API path. */
export function queriesOf(fetchMock: ReturnType<typeof stubPaymentsApi>, path: string): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname.endsWith(path))
    .map((u) => u.searchParams);
}
