import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** A build asset whose name carries its content hash, so its bytes never change under that name. */
const HASHED_ASSET_NAME = /^[^./\\][^/\\]*-[A-Za-z0-9_-]{8,}\.(js|css|woff2?|ttf)$/;

const TYPES: Record<string, string> = {
  js: 'application/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  woff2: 'font/woff2',
  woff: 'font/woff',
  ttf: 'font/ttf',
};

export interface CachedAsset {
  type: string;
  /** The file as built, and the copies the build compressed beside it (absent: the build left none). */
  identity: Buffer;
  br: Buffer | undefined;
  gzip: Buffer | undefined;
  /** Strong, from the file's hash in its name: the bytes of one name never change. */
  etag: string;
}

const readIfPresent = (file: string) =>
  readFile(file).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return undefined;
    throw err;
  });

/**
 * The build's hashed assets, read once and kept in memory. Serving one from disk (@fastify/static: a stat for
 * each encoding, then a read stream) cost 0.4–1.2 ms of CPU per request on a 2-core VM; a first visit asks for
 * 50–95 of them, and behind nginx every one reaches an instance. `maxBytes` bounds what is kept (the whole build
 * is ~10 MB with its compressed copies). An asset past it, one not on disk or one that cannot be read gives null,
 * and the caller serves it from disk (which also answers range requests and missing files).
 */
export function createAssetCache(opts: { dir: string; maxBytes: number }) {
  const entries = new Map<string, Promise<CachedAsset | null>>();
  let bytes = 0;

  async function load(name: string): Promise<CachedAsset | null> {
    const file = path.join(opts.dir, name);
    const [identity, br, gzip] = await Promise.all([
      readIfPresent(file),
      readIfPresent(`${file}.br`),
      readIfPresent(`${file}.gz`),
    ]);
    if (!identity) {
      // Not kept: a file that appears later (a deployment copying its build in) is found then.
      entries.delete(name);
      return null;
    }
    const size = identity.length + (br?.length ?? 0) + (gzip?.length ?? 0);
    // Kept as null: past the bound, this asset is served from disk from now on, without reading it again here.
    if (bytes + size > opts.maxBytes) return null;
    bytes += size;
    const hash = name.slice(name.lastIndexOf('-') + 1, name.lastIndexOf('.'));
    return { type: TYPES[path.extname(name).slice(1)]!, identity, br, gzip, etag: hash };
  }

  return {
    /** The asset by its file name under the build's assets folder; null when it must be served from disk. */
    get(name: string): Promise<CachedAsset | null> {
      if (!HASHED_ASSET_NAME.test(name)) return Promise.resolve(null);
      let entry = entries.get(name);
      if (!entry) {
        // Concurrent first requests share one read. A read that fails is served from disk and tried again later.
        entry = load(name).catch(() => {
          entries.delete(name);
          return null;
        });
        entries.set(name, entry);
      }
      return entry;
    },
  };
}
