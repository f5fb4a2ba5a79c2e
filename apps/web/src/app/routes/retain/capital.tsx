import { ServiceDetail } from '@/features/market/components/service-detail';

export function RetainCapitalRoute() {
  return <ServiceDetail />;
}
