import { LegalPage } from '@/features/legal/components/legal-page';
import { userAgreement } from '@/features/legal/content/userAgreement';

export function AgreementRoute() {
  return <LegalPage doc={userAgreement} />;
}
