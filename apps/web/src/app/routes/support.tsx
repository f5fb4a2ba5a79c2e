import { SupportPage } from '@/features/support/pages';

export function SupportRoute() {
  return <SupportPage />;
}
