import { useActiveBanners } from '../api/banners';
import BannerSlides from './banner-slides';
import styles from './banners.module.css';

/**
 * The active banners (GET bannerActiveList) as a small carousel; nothing when there are none. Its
 * place is kept while the list loads, so the content below never jumps down when it arrives.
 */
export function BannerCarousel({ className }: { className?: string }) {
  const { data, isPending } = useActiveBanners();
  const wrap = `${styles.wrap} ${className ?? ''}`;
  if (isPending)
    return (
      <div className={wrap} aria-hidden="true" data-testid="banner-placeholder">
        <div className={styles.image} />
      </div>
    );
  if (!data?.length) return null;
  return (
    <section className={wrap} aria-label="活动横幅">
      <BannerSlides banners={data} />
    </section>
  );
}
