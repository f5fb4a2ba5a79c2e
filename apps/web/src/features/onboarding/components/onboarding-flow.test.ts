import { describe, expect, it } from 'vitest';
import { onboardingStep } from '../utils/onboarding-step';

const base = { loggedIn: true, surveyOpen: false, bootState: '0', infoCollectionState: '0', onHome: true };

describe('onboardingStep', () => {
  it('runs survey, then tour on home, then the profile pop-up', () => {
    expect(onboardingStep({ ...base, surveyOpen: true })).toBe('survey');
    expect(onboardingStep(base)).toBe('tour');
    expect(onboardingStep({ ...base, bootState: '1' })).toBe('collection');
    expect(onboardingStep({ ...base, bootState: '1', infoCollectionState: '2' })).toBeNull();
    expect(onboardingStep({ ...base, bootState: '1', infoCollectionState: '1' })).toBeNull();
  });

  it('shows nothing to visitors and no tour away from home', () => {
    expect(onboardingStep({ ...base, loggedIn: false, bootState: undefined })).toBeNull();
    expect(onboardingStep({ ...base, onHome: false })).toBe('collection');
  });
});
