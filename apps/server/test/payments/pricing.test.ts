import { describe, expect, it } from 'vitest';
import { DAY_MS, fenToYuan, yuanToFen } from '@lucina/contracts';
import {
  afterPurchase,
  couponReduceFen,
  daysUntilExpiry,
  quote,
  upgradeCreditFen,
} from '../../src/modules/payments/pricing.js';

const now = new Date('2026-11-23T00:00:00Z');
const plan = (id: number, level: number, priceFen: number, durationDays: number) => ({
  id,
  level,
  priceFen,
  durationDays,
});
const month = plan(1, 1, 2990, 30);
const year = plan(3, 3, 19900, 365);

describe('pricing', () => {
  it('coupon deduction rounds down to whole fen', () => {
    expect(couponReduceFen(2990, 800)).toBe(598);
    expect(couponReduceFen(1999, 850)).toBe(299); // 299.85 → 299
    expect(() => couponReduceFen(2990, 1000)).toThrow();
    expect(() => couponReduceFen(29.9, 800)).toThrow();
  });

  it('upgrade credit is the unused share of the current plan, capped at its price', () => {
    expect(upgradeCreditFen(month, 15 * DAY_MS)).toBe(1495);
    expect(upgradeCreditFen(month, 10 * DAY_MS + 1)).toBe(996);
    expect(upgradeCreditFen(month, 400 * DAY_MS)).toBe(2990);
    expect(upgradeCreditFen(month, -5)).toBe(0);
  });

  it('quotes an upgrade with coupon and credit, never below 1 fen', () => {
    const m = { level: 1, endTime: new Date(now.getTime() + 15 * DAY_MS) };
    const q = quote({ plan: year, membership: m, currentPlan: month, couponPermille: 800, now });
    expect(q).toMatchObject({ ok: true, couponReduceFen: 3980, upgradeDiffFen: 1495, amountFen: 19900 - 3980 - 1495 });
    const cheap = quote({
      plan: plan(9, 2, 1000, 30),
      membership: { level: 1, endTime: new Date(now.getTime() + 29 * DAY_MS) },
      currentPlan: month,
      couponPermille: 100,
      now,
    });
    expect(cheap).toMatchObject({ ok: true, couponReduceFen: 900, upgradeDiffFen: 99, amountFen: 1 });
  });

  it('renewal extends the expiry; upgrade starts now; lower level is refused', () => {
    const end = new Date(now.getTime() + 5 * DAY_MS);
    expect(afterPurchase({ level: 1, endTime: end }, month, now).endTime!.getTime()).toBe(end.getTime() + 30 * DAY_MS);
    expect(afterPurchase({ level: 1, endTime: end }, year, now)).toEqual({
      level: 3,
      endTime: new Date(now.getTime() + 365 * DAY_MS),
    });
    expect(afterPurchase({ level: 3, endTime: new Date(now.getTime() - 1) }, month, now).level).toBe(1);
    expect(
      quote({ plan: month, membership: { level: 3, endTime: end }, currentPlan: year, couponPermille: null, now }),
    ).toEqual({ ok: false, reason: 'lower_level' });
    const renew = quote({
      plan: month,
      membership: { level: 1, endTime: end },
      currentPlan: month,
      couponPermille: null,
      now,
    });
    expect(renew).toMatchObject({ ok: true, upgradeDiffFen: 0, amountFen: 2990 });
  });

  it('expiry reminder reports days left within 7 days, else 0', () => {
    expect(daysUntilExpiry({ level: 2, endTime: new Date(now.getTime() + 3.2 * DAY_MS) }, now)).toBe(4);
    expect(daysUntilExpiry({ level: 2, endTime: new Date(now.getTime() + 8 * DAY_MS) }, now)).toBe(0);
    expect(daysUntilExpiry({ level: 0, endTime: new Date(now.getTime() + DAY_MS) }, now)).toBe(0);
    expect(daysUntilExpiry({ level: 2, endTime: new Date(now.getTime() - DAY_MS) }, now)).toBe(0);
  });

  it('converts fen and yuan exactly', () => {
    expect(fenToYuan(1990)).toBe('19.90');
    expect(fenToYuan(1)).toBe('0.01');
    expect(yuanToFen('19.9')).toBe(1990);
    expect(yuanToFen(0.01)).toBe(1);
    expect(yuanToFen('1.234')).toBeNull();
  });
});
