import { PageContainer } from '@/components/ui/page-container';
import { EntryCards } from '@/features/home/components/entry-cards';
import { HomeHero } from '@/features/home/components/home-hero';

export function HomeRoute() {
  return (
    <PageContainer>
      <HomeHero />
      <EntryCards />
    </PageContainer>
  );
}
