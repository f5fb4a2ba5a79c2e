import { discountLabel, type UserCoupon } from '@lucina/contracts';

/** SPEC §2 dialog 5: 'N折优惠' with N = subList[0].discountValue × 10; null when the coupon has no rate. */
export function couponDiscount(coupon: Pick<UserCoupon, 'subList'>): string | null {
  const value = coupon.subList[0]?.discountValue;
  return typeof value === 'number' && Number.isFinite(value) ? discountLabel(value) : null;
}

export function couponLabel(coupon: Pick<UserCoupon, 'subList'>): string {
  const discount = couponDiscount(coupon);
  return discount ? `${discount}优惠` : '优惠券';
}

/** Single selection that toggles: clicking the chosen coupon deselects it. */
export function toggleCoupon(current: string | null, clicked: string): string | null {
  return current === clicked ? null : clicked;
}
