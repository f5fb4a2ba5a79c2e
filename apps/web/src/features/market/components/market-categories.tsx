import { useDeferredValue } from 'react';
import { useNavigate } from 'react-router';
import { marketPriceLabel } from '@lucina/contracts';
import { BannerCarousel } from '@/features/banners';
import { retainCapitalPath } from '@/config/paths';
import { modalSelectors, useModalStore } from '@/stores/modal-store';
import { useMarketServices } from '../api/market';
import { MarketHeading } from './market-heading';
import { MarketLoadFailed } from './market-load-failed';
import { ServiceCard, ServiceGrid } from './service-card';
import styles from './market.module.css';

/** The loading skeleton's paragraph lines (antd's Skeleton as the page had it, `paragraph={{ rows: 6 }}`). */
const SKELETON_LINES = 6;

/**
 * The services of the square (config ids of SPEC §2), each opening its detail page. Plain React (the page's first
 * screen loads no antd); the consult dialog comes with antd as an island (app/global-modals.tsx).
 */
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
      {services.isError && <MarketLoadFailed />}
      {!cards && !services.isError && (
        <div className={styles.skeleton} aria-hidden="true">
          <span className={styles.skeletonTitle} />
          <ul className={styles.skeletonLines}>
            {Array.from({ length: SKELETON_LINES }, (_, i) => (
              <li key={i} />
            ))}
          </ul>
        </div>
      )}
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
