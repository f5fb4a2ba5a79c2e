import { HelpFeedbackPage } from '@/features/feedback/pages';

export function HelpFeedbackRoute() {
  return <HelpFeedbackPage />;
}
