// Mounted when a first-visit step is due: a chunk of its own.
export const loadOnboardingFlow = async () => (await import('./components/onboarding-flow')).OnboardingFlow;
