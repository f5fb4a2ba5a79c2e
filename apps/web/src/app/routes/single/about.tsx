import { AboutPage } from '@/features/legal/components/about-page';

export function AboutRoute() {
  return <AboutPage />;
}
