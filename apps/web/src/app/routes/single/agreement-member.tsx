import { LegalPage } from '@/features/legal/components/legal-page';
import { memberAgreement } from '@/features/legal/content/memberAgreement';

export function AgreementMemberRoute() {
  return <LegalPage doc={memberAgreement} />;
}
