import { Carousel } from 'antd';
import { Link } from 'react-router';
import type { Banner } from '@lucina/contracts';
import { useActiveBanners } from '../api/banners';
import styles from './banners.module.css';
import { FallbackImg } from '@/components/ui/fallback-img';

function BannerImage({ banner }: { banner: Banner }) {
  const img = <FallbackImg src={banner.pcImageUrl} alt={banner.title} className={styles.image} loading="lazy" />;
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

/** The active banners (GET bannerActiveList) as a small carousel; nothing when there are none. */
export function BannerCarousel({ className }: { className?: string }) {
  const { data } = useActiveBanners();
  if (!data?.length) return null;
  return (
    <section className={`${styles.wrap} ${className ?? ''}`} aria-label="活动横幅">
      <Carousel autoplay={data.length > 1} autoplaySpeed={5000} dots={data.length > 1}>
        {data.map((banner) => (
          <div key={banner.id}>
            <BannerImage banner={banner} />
          </div>
        ))}
      </Carousel>
    </section>
  );
}
