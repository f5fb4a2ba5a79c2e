import { MemberCenter } from '@/features/payments/components/member-center';

export function MemberRoute() {
  return <MemberCenter />;
}
