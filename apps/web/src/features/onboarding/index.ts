export { saveUserFlags, useInformationCollection, useLoginBootTest } from './api/onboarding';
export { onboardingStep } from './utils/onboarding-step';
export { loadOnboardingFlow } from './lazy';
