// Dialogs mounted on demand: each is a chunk of its own, loaded the first time it opens.
export const loadSurveyTestPayModal = async () =>
  (await import('./components/survey-test-pay-modal')).SurveyTestPayModal;
export const loadSurveyTestPaySuccessModal = async () =>
  (await import('./components/survey-test-pay-success-modal')).SurveyTestPaySuccessModal;
export const loadMemberPayModal = async () => (await import('./components/member-pay-modal')).MemberPayModal;
export const loadMemberPaySuccessModal = async () =>
  (await import('./components/member-pay-result-modals')).MemberPaySuccessModal;
export const loadMemberPayFailModal = async () =>
  (await import('./components/member-pay-result-modals')).MemberPayFailModal;
export const loadRenewalReminderModal = async () =>
  (await import('./components/renewal-reminder-modal')).RenewalReminderModal;
export const loadRenewalReminderCheck = async () =>
  (await import('./components/renewal-reminder-check')).RenewalReminderCheck;
