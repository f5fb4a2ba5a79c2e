import { MemberCenter } from '@/features/payments/pages';

export function MemberRoute() {
  return <MemberCenter />;
}
