import path from 'node:path';
import type { Plugin } from 'vite';
import { firstScreenGzipBytes, readManifest, ROUTE_SOURCES, type MeasuredRoute } from './first-screen.js';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * Prints the first-screen JavaScript of the measured pages (gzip) and fails the build when a page with a limit
 * passes it: what a phone must download and run before the page is interactive. A page's limit is set when its
 * first screen becomes plain React, a little above what it then measures, and only ever goes down.
 */
export function firstScreenBudget(limits: Partial<Record<MeasuredRoute, number>>): Plugin {
  let outDir = 'dist';
  return {
    name: 'lucina:first-screen-budget',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      // After Vite's own manifest is on disk.
      order: 'post',
      handler() {
        const manifest = readManifest(outDir);
        const routes = Object.keys(ROUTE_SOURCES) as MeasuredRoute[];
        const sizes = new Map(routes.map((route) => [route, firstScreenGzipBytes(outDir, manifest, route)]));
        this.info(
          `first-screen JS (gzip): ${routes
            .map((r) => `${r} ${kb(sizes.get(r)!)}${limits[r] ? ` (limit ${kb(limits[r])})` : ''}`)
            .join(', ')}`,
        );
        const over = routes.filter((r) => limits[r] !== undefined && sizes.get(r)! > limits[r]);
        if (over.length)
          this.error(
            over
              .map((r) => `first-screen JS of ${r} is ${kb(sizes.get(r)!)} gzip, over its limit of ${kb(limits[r]!)}`)
              .join('; '),
          );
      },
    },
  };
}
