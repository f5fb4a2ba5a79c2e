import { ServiceDetail } from '@/features/market/pages';

export function RetainCapitalRoute() {
  return <ServiceDetail />;
}
