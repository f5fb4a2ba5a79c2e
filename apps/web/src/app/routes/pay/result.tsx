import { PayResultPage } from '@/features/payments/pages';

export function PayResultRoute() {
  return <PayResultPage />;
}
