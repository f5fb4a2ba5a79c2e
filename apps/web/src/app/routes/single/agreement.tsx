import { LegalPage, userAgreement } from '@/features/legal/pages';

export function AgreementRoute() {
  return <LegalPage doc={userAgreement} />;
}
