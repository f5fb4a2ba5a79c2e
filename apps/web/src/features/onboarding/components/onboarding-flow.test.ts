import { describe, expect, it } from 'vitest';
import { onboardingStep } from '../utils/onboarding-step';

const base = {
  loggedIn: true,
  surveyOpen: false,
  bootState: '0',
  infoCollectionState: '0',
  onHome: true,
  answered: true,
  answering: false,
};

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

  it('keeps the tour and the profile pop-up away until the first answer has finished', () => {
    expect(onboardingStep({ ...base, answered: false })).toBeNull();
    expect(onboardingStep({ ...base, answered: false, bootState: '1' })).toBeNull();
    expect(onboardingStep({ ...base, answering: true })).toBeNull();
    expect(onboardingStep({ ...base, answering: true, bootState: '1' })).toBeNull();
    // The needs survey belongs to the login dialog and is not held back.
    expect(onboardingStep({ ...base, answered: false, surveyOpen: true })).toBe('survey');
  });
});
