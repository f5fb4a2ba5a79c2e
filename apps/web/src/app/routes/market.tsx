import { PageContainer } from '@/components/ui/page-container';
import { MarketCategories } from '@/features/market/pages';

export function MarketRoute() {
  return (
    <PageContainer wide>
      <MarketCategories />
    </PageContainer>
  );
}
