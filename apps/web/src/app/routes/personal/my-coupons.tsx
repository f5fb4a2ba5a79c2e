import { MyCoupons } from '@/features/payments/pages';

export function MyCouponsRoute() {
  return <MyCoupons />;
}
