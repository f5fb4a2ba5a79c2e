import { AboutPage } from '@/features/legal/pages';

export function AboutRoute() {
  return <AboutPage />;
}
