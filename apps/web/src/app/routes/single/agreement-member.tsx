import { LegalPage, memberAgreement } from '@/features/legal/pages';

export function AgreementMemberRoute() {
  return <LegalPage doc={memberAgreement} />;
}
