import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_FILE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    // `.vite` holds the build manifest, which is read at build time and never served.
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (TEXT_FILE.test(entry.name)) yield full;
  }
}

/**
 * Writes `x.br` and `x.gz` beside every text file of the build, at the highest levels (compressed once,
 * served many times); the server picks one by Accept-Encoding. A copy that would not be smaller is skipped.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'lucina:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const file of walk(outDir)) {
        jobs.push(
          (async () => {
            const raw = await fs.readFile(file);
            const [br, gz] = await Promise.all([
              brotli(raw, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
                },
              }),
              gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
            ]);
            if (br.length < raw.length) await fs.writeFile(`${file}.br`, br);
            if (gz.length < raw.length) await fs.writeFile(`${file}.gz`, gz);
          })(),
        );
      }
      await Promise.all(jobs);
    },
  };
}
