export { HelpFeedbackPage } from './components/help-feedback-page';
