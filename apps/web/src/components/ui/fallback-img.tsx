import type { ImgHTMLAttributes } from 'react';
import { DefaultImages } from '@/config/default-images';

/** An <img> that shows the default picture when its own cannot load (a removed banner, a dead link). */
export function FallbackImg({
  fallback = DefaultImages.image,
  ...props
}: ImgHTMLAttributes<HTMLImageElement> & { fallback?: string }) {
  return (
    <img
      {...props}
      onError={(event) => {
        const img = event.currentTarget;
        if (img.dataset.fallback) return;
        img.dataset.fallback = '1';
        img.src = fallback;
      }}
    />
  );
}
