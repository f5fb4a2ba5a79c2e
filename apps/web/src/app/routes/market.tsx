import { PageContainer } from '@/components/ui/page-container';
import { MarketCategories } from '@/features/market/components/market-categories';

export function MarketRoute() {
  return (
    <PageContainer wide>
      <MarketCategories />
    </PageContainer>
  );
}
