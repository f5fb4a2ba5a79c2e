import { useDeferredValue } from 'react';
import { useNavigate } from 'react-router';
import { WarningFilled } from '@ant-design/icons';
import { marketPriceLabel } from '@lucina/contracts';
import { SkeletonBlock, SkeletonLines } from '@/components/ui/skeleton-block';
import { BannerCarousel } from '@/features/banners';
import { retainCapitalPath } from '@/config/paths';
import { modalSelectors, useModalStore } from '@/stores/modal-store';
import { useMarketServices } from '../api/market';
import { marketText } from '../locale';
import { MarketHeading } from './market-heading';
import { ServiceCard, ServiceGrid } from './service-card';
import styles from './market.module.css';

/** antd's active Skeleton with six paragraph lines: full width but the last. */
const SKELETON_LINES = ['100%', '100%', '100%', '100%', '100%', '61%'];

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
      {/* Drawn as antd's warning Result. */}
      {services.isError && (
        <div className={styles.result}>
          <div className={styles.resultIcon}>
            <WarningFilled className={styles.resultIconGlyph} />
          </div>
          <div className={styles.resultTitle}>{marketText.loadFailed}</div>
        </div>
      )}
      {!cards && !services.isError && (
        <div className={styles.skeleton}>
          <SkeletonBlock className={styles.skeletonTitle} />
          <SkeletonLines widths={SKELETON_LINES} className={styles.skeletonLines} />
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
