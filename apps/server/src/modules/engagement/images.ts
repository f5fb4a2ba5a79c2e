import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { EngagementText } from '@lucina/contracts';
import { AppError } from '../../lib/errors.js';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';
const EXT: Record<ImageType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** The type the bytes really are (by magic number), whatever the name or declared type says. */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (b.length >= 8 && png.every((v, i) => b[i] === v)) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** File names this server writes: a uuid and a known extension; anything else is refused when serving. */
export const STORED_NAME = /^[0-9a-f-]{36}\.(?:jpg|png|webp)$/;

/** Writes under DATA_DIR/uploads/<folder> with a fresh name; returns the name. */
export async function storeUpload(dataDir: string, folder: string, bytes: Uint8Array, type: ImageType) {
  const dir = path.join(dataDir, 'uploads', folder);
  await fs.mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.${EXT[type]}`;
  // Write then rename, so a reader never sees a half-written file.
  const tmp = path.join(dir, `.${name}.tmp`);
  await fs.writeFile(tmp, bytes);
  await fs.rename(tmp, path.join(dir, name));
  return name;
}

export function uploadPath(dataDir: string, folder: string, name: string) {
  return path.join(dataDir, 'uploads', folder, name);
}

/** How an upload is re-encoded: cropped to a square (`cover`), or scaled down to fit inside the box. */
export interface ImageShape {
  width: number;
  height: number;
  fit: 'cover' | 'inside';
  /** Exact pixels (QR codes must stay scannable). */
  lossless?: boolean;
}

/**
 * Checks the bytes are a JPG, PNG or WebP (by magic number) and re-encodes them to WebP of `shape`: that
 * proves the image decodes, drops metadata such as GPS, applies the EXIF rotation and bounds the size.
 * Bad input becomes a Chinese 400.
 */
export async function reencodeImage(bytes: Uint8Array, shape: ImageShape): Promise<Buffer> {
  if (!sniffImage(bytes)) throw AppError.badRequest(EngagementText.imageTypeInvalid);
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(shape.width, shape.height, { fit: shape.fit, withoutEnlargement: shape.fit === 'inside' })
      .webp(shape.lossless ? { lossless: true } : { quality: 85 })
      .toBuffer();
  } catch {
    throw AppError.badRequest(EngagementText.imageCorrupt);
  }
}
