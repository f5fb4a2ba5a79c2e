import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const MODULE_ID = 'virtual:antd-map-token';
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * antd derives its whole token set from the theme's seed in the browser, on the first antd render of a page:
 * the colour palettes of every seed colour, then sizes and motion. On a phone-class CPU that was the largest
 * part of a 30 ms task on every page with antd. The seed is fixed at build time, so the build derives the map
 * token once (antd-map-token-render.ts) and the app's theme returns it as its algorithm (lib/antd-root.tsx).
 *
 * `virtual:antd-map-token` exports the map token in the build; null in dev and tests (antd derives it).
 */
export function antdMapToken(): Plugin {
  let mapToken = 'null';
  let command: 'build' | 'serve' = 'serve';
  return {
    name: 'lucina:antd-map-token',
    configResolved(config) {
      command = config.command;
    },
    async buildStart() {
      if (command !== 'build') return;
      const script = path.join(import.meta.dirname, 'antd-map-token-render.ts');
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
        cwd: path.dirname(import.meta.dirname),
      });
      const parsed: unknown = JSON.parse(stdout);
      if (!parsed || typeof parsed !== 'object' || !('colorPrimary' in parsed))
        this.error('antd map token: not a token');
      mapToken = stdout;
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : null;
    },
    load(id) {
      return id === RESOLVED_ID ? `export default ${mapToken};` : null;
    },
  };
}
