import { useDeferredValue } from 'react';
import { Result, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { marketPriceLabel } from '@lucina/contracts';
import { BannerCarousel } from '@/features/banners';
import { retainCapitalPath } from '@/config/paths';
import { modalSelectors, useModalStore } from '@/stores/modal-store';
import { useMarketServices } from '../api/market';
import { marketText } from '../locale';
import { MarketHeading } from './market-heading';
import { ServiceCard, ServiceGrid } from './service-card';

/** The services of the square (config ids of SPEC §2), each opening its detail page. */
export function MarketCategories() {
  const navigate = useNavigate();
  const openModal = useModalStore(modalSelectors.openModal);
  const services = useMarketServices();
  // The cards arrive in a render React can pause (a transition), not in one long task that holds up taps.
  const cards = useDeferredValue(services.data);
  return (
    <section>
      <BannerCarousel />
      <MarketHeading />
      {services.isError && <Result status="warning" title={marketText.loadFailed} />}
      {!cards && !services.isError && <Skeleton active paragraph={{ rows: 6 }} />}
      <ServiceGrid>
        {cards?.map((s, i) => (
          <li key={s.configId}>
            <ServiceCard
              service={s}
              price={marketPriceLabel(s.priceFromFen)}
              index={i}
              onOpen={() => void navigate(retainCapitalPath(s.configId))}
              onConsult={() => openModal('customerService')}
            />
          </li>
        ))}
      </ServiceGrid>
    </section>
  );
}
