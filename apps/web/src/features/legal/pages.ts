export { AboutPage } from './components/about-page';
export { LegalPage } from './components/legal-page';
export { memberAgreement } from './content/memberAgreement';
export { userAgreement } from './content/userAgreement';
export { AiServicePage } from './components/ai-service-page';
