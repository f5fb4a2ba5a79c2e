export {
  loadMemberPayFailModal,
  loadMemberPayModal,
  loadMemberPaySuccessModal,
  loadRenewalReminderCheck,
  loadRenewalReminderModal,
  loadSurveyTestPayModal,
  loadSurveyTestPaySuccessModal,
} from './lazy';
