import { SupportPage } from '@/features/support/components/support-page';

export function SupportRoute() {
  return <SupportPage />;
}
