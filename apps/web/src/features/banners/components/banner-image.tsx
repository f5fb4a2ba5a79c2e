import { Link } from 'react-router';
import type { Banner } from '@lucina/contracts';
import styles from './banners.module.css';
import { FallbackImg } from '@/components/ui/fallback-img';
import { useIsPhone } from '@/hooks/use-breakpoint';

/**
 * The first banner is above the fold on every screen: fetched at once, never lazily. Phones show the
 * banner's phone image (taller, 2:1) when it has one, else the PC image.
 */
export function BannerImage({ banner, first }: { banner: Banner; first: boolean }) {
  const phone = useIsPhone() && banner.phoneImageUrl !== '';
  const img = (
    <FallbackImg
      key={phone ? 'phone' : 'pc'}
      src={phone ? banner.phoneImageUrl : banner.pcImageUrl}
      alt={banner.title}
      className={`${styles.image} ${phone ? styles.phoneImage : ''}`}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
    />
  );
  if (!banner.redirectUrl) return img;
  // In-site paths navigate in place; other addresses open in a new tab.
  return banner.redirectUrl.startsWith('/') ? (
    <Link to={banner.redirectUrl} aria-label={banner.title}>
      {img}
    </Link>
  ) : (
    <a href={banner.redirectUrl} target="_blank" rel="noreferrer" aria-label={banner.title}>
      {img}
    </a>
  );
}
