import { AiServicePage } from '@/features/legal/pages';

export function AboutAiRoute() {
  return <AiServicePage />;
}
