const COLLECTED = ['1', '2'];

/** Which first-visit step shows now: one at a time, survey → tour (on /home) → profile pop-up. */
export function onboardingStep(input: {
  loggedIn: boolean;
  surveyOpen: boolean;
  bootState: string | undefined;
  infoCollectionState: string | undefined;
  onHome: boolean;
}): 'survey' | 'tour' | 'collection' | null {
  if (input.surveyOpen) return 'survey';
  if (!input.loggedIn || input.bootState === undefined) return null;
  const tourPending = input.bootState !== '1';
  if (tourPending && input.onHome) return 'tour';
  if (!COLLECTED.includes(input.infoCollectionState ?? '')) return 'collection';
  return null;
}
