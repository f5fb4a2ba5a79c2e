import { MyCoupons } from '@/features/payments/components/my-coupons';

export function MyCouponsRoute() {
  return <MyCoupons />;
}
