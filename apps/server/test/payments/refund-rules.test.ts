import { describe, expect, it } from 'vitest';
import { membershipAfterRefund, outRefundNoOf, snapshotOf } from '../../src/modules/payments/refund-rules.js';

const DAY = 86_400_000;
const now = new Date('2026-03-01T00:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * DAY);

describe('refund take-back rules', () => {
  it('puts an untouched membership back exactly as it was before the order', () => {
    const before = { level: 1, endTime: at(10) };
    const after = { level: 1, endTime: at(40) };
    const grant = { before: snapshotOf(before), after: snapshotOf(after), days: 30 };
    expect(membershipAfterRefund(after, grant, 30, now)).toEqual(before);
  });

  it('an upgrade refunded untouched gives the lower level and its old expiry back', () => {
    const before = { level: 1, endTime: at(50) };
    const after = { level: 3, endTime: at(365) };
    const grant = { before: snapshotOf(before), after: snapshotOf(after), days: 365 };
    expect(membershipAfterRefund(after, grant, 365, now)).toEqual(before);
  });

  it('a first purchase refunded untouched leaves an ordinary account', () => {
    const after = { level: 2, endTime: at(90) };
    const grant = { before: { level: 0, endTime: null }, after: snapshotOf(after), days: 90 };
    expect(membershipAfterRefund(after, grant, 90, now)).toEqual({ level: 0, endTime: null });
  });

  it('with days added on top since, takes the order’s days off the current expiry and keeps the level', () => {
    const grant = {
      before: { level: 0, endTime: null },
      after: snapshotOf({ level: 1, endTime: at(30) }),
      days: 30,
    };
    const current = { level: 1, endTime: at(37) };
    expect(membershipAfterRefund(current, grant, 30, now)).toEqual({ level: 1, endTime: at(7) });
  });

  it('ends the membership now when the order’s days are more than what is left', () => {
    const current = { level: 2, endTime: at(20) };
    expect(membershipAfterRefund(current, null, 90, now)).toEqual({ level: 2, endTime: now });
  });

  it('leaves an expiry already past where it was', () => {
    const current = { level: 2, endTime: at(-3) };
    expect(membershipAfterRefund(current, null, 90, now)).toEqual(current);
  });

  it('derives one refund number per payment, within the providers’ 64 characters', () => {
    const a = outRefundNoOf('LC20260301120000ABCDEF0123', 'wechat', '4200001');
    expect(a).toBe(outRefundNoOf('LC20260301120000ABCDEF0123', 'wechat', '4200001'));
    expect(a).not.toBe(outRefundNoOf('LC20260301120000ABCDEF0123', 'alipay', '4200001'));
    expect(a).toMatch(/^RFLC20260301120000ABCDEF0123-[0-9A-F]{8}$/);
    expect(a.length).toBeLessThanOrEqual(64);
  });
});
