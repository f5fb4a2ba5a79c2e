import path from 'node:path';
import type { Plugin } from 'vite';
import { firstScreenGzipBytes, readManifest, ROUTE_SOURCES, type MeasuredRoute } from './first-screen.js';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * Prints the first-screen JavaScript of the measured pages (gzip) and fails the build when /home's passes
 * the limit: what a phone must download and run before the welcome is interactive. The limit only ever
 * goes down, towards the goal.
 */
export function firstScreenBudget(opts: { homeLimitBytes: number; homeGoalBytes: number }): Plugin {
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
        const sizes = Object.keys(ROUTE_SOURCES).map((route) => {
          const bytes = firstScreenGzipBytes(outDir, manifest, route as MeasuredRoute);
          return `${route} ${kb(bytes)}`;
        });
        const home = firstScreenGzipBytes(outDir, manifest, 'home');
        this.info(
          `first-screen JS (gzip): ${sizes.join(', ')}; ` +
            `home limit ${kb(opts.homeLimitBytes)}, goal ${kb(opts.homeGoalBytes)}`,
        );
        if (home > opts.homeLimitBytes) {
          this.error(`first-screen JS of /home is ${kb(home)} gzip, over its limit of ${kb(opts.homeLimitBytes)}`);
        }
      },
    },
  };
}
