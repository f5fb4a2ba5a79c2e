export {
  loadMemberPayFailModal,
  loadMemberPayModal,
  loadMemberPaySuccessModal,
  loadRenewalReminderModal,
  loadSurveyTestPayModal,
  loadSurveyTestPaySuccessModal,
} from './lazy';
