import { Carousel } from 'antd';
import type { Banner } from '@lucina/contracts';
import { BannerImage } from './banner-image';

/** The carousel itself, loaded apart: the first banner shows as a plain image until it is ready. */
export default function BannerSlides({ banners }: { banners: Banner[] }) {
  return (
    <Carousel autoplay={banners.length > 1} autoplaySpeed={5000} dots={banners.length > 1}>
      {banners.map((banner, i) => (
        <div key={banner.id}>
          <BannerImage banner={banner} first={i === 0} />
        </div>
      ))}
    </Carousel>
  );
}
