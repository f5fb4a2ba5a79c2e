import { useEffect, useRef, useState } from 'react';
import type { Banner } from '@lucina/contracts';
import { BannerImage } from './banner-image';
import styles from './banners.module.css';

const AUTOPLAY_MS = 5000;
/** A horizontal swipe longer than this turns the slide on touch screens. */
const SWIPE_PX = 40;

/**
 * The slides, in plain React (antd's Carousel would bring antd to /home's first screen): autoplay that
 * pauses under the pointer or keyboard focus, a swipe on touch screens, and labelled dot buttons.
 */
export default function BannerSlides({ banners }: { banners: Banner[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const touchX = useRef<number | null>(null);
  const count = banners.length;
  const go = (next: number) => setIndex(((next % count) + count) % count);

  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [count, paused]);

  return (
    <div
      className={styles.carousel}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onTouchStart={(e) => (touchX.current = e.touches[0]!.clientX)}
      onTouchEnd={(e) => {
        const start = touchX.current;
        touchX.current = null;
        if (start === null || count < 2) return;
        const dx = e.changedTouches[0]!.clientX - start;
        if (Math.abs(dx) > SWIPE_PX) go(index + (dx < 0 ? 1 : -1));
      }}
    >
      <div className={styles.track} style={{ transform: `translateX(${-index * 100}%)` }}>
        {banners.map((banner, i) => (
          <div key={banner.id} className={styles.slide} aria-hidden={i !== index} inert={i !== index}>
            <BannerImage banner={banner} first={i === 0} />
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={styles.dots}>
          {banners.map((banner, i) => (
            <button
              key={banner.id}
              type="button"
              className={styles.dot}
              aria-label={`第 ${i + 1} 张横幅：${banner.title}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
