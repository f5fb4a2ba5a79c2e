export {
  loadMemberPayFailModal,
  loadMemberPayModal,
  loadMemberPaySuccessModal,
  loadRenewalReminderModal,
  loadSurveyTestPayModal,
  loadSurveyTestPaySuccessModal,
} from './lazy';
// Decides when the renewal reminder opens; mounted with the app's dialogs, so it is small and not lazy.
export { useRenewalReminder } from './hooks/use-renewal-reminder';
