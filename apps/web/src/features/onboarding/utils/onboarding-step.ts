const COLLECTED = ['1', '2'];

/**
 * Which first-visit step shows now: one at a time, survey (in the login dialog) → tour (on /home) → profile pop-up.
 * Nothing stands between a new student and the first question: the tour and the pop-up wait until an answer has
 * finished (`answered`: the account has a conversation; `answering`: an answer is streaming now).
 */
export function onboardingStep(input: {
  loggedIn: boolean;
  surveyOpen: boolean;
  bootState: string | undefined;
  infoCollectionState: string | undefined;
  onHome: boolean;
  answered: boolean;
  answering: boolean;
}): 'survey' | 'tour' | 'collection' | null {
  if (input.surveyOpen) return 'survey';
  if (!input.loggedIn || input.bootState === undefined) return null;
  if (!input.answered || input.answering) return null;
  const tourPending = input.bootState !== '1';
  if (tourPending && input.onHome) return 'tour';
  if (!COLLECTED.includes(input.infoCollectionState ?? '')) return 'collection';
  return null;
}
