import { HelpFeedbackPage } from '@/features/feedback/components/help-feedback-page';

export function HelpFeedbackRoute() {
  return <HelpFeedbackPage />;
}
