import { Content, ContentText, Engagement, type ContentImageKind } from '@lucina/contracts';
import { AppError } from '../../lib/errors.js';
import { reencodeImage, storeUpload, type ImageShape } from '../engagement/index.js';

/** Each use's size: wide images scaled down to fit, photos cropped square, QR codes kept pixel-exact. */
const SHAPES: Record<ContentImageKind, ImageShape> = {
  bannerPc: { width: 1760, height: 880, fit: 'inside' },
  bannerPhone: { width: 1080, height: 1080, fit: 'inside' },
  marketHero: { width: 1600, height: 1200, fit: 'inside' },
  marketDetail: { width: 1600, height: 3200, fit: 'inside' },
  consultantPhoto: { width: 400, height: 400, fit: 'cover' },
  consultantQr: { width: 600, height: 600, fit: 'inside', lossless: true },
};

export const contentImageUrl = (name: string) => `${Engagement.mediaPrefix}/${Content.mediaFolder}/${name}`;

/**
 * Images uploaded in the console, re-encoded like avatars (see reencodeImage) and written under
 * DATA_DIR/uploads/content with a fresh name, so a served image never changes and old rows' images stay.
 */
export function createContentImages({ dataDir }: { dataDir: string }) {
  return {
    async upload(kind: ContentImageKind, bytes: Uint8Array) {
      if (bytes.length > Content.image.maxBytes) throw AppError.badRequest(ContentText.imageTooLarge);
      const webp = await reencodeImage(bytes, SHAPES[kind]);
      return { url: contentImageUrl(await storeUpload(dataDir, Content.mediaFolder, webp, 'image/webp')) };
    },
  };
}
