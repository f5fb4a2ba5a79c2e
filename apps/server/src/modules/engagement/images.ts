import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

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
