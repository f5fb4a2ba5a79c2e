import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';
import { topLevelBlocks } from './css-scan';

const MODULE_ID = 'virtual:antd-styles';
const RESOLVED_ID = `\0${MODULE_ID}`;
/**
 * The stylesheet ships as files of about this size: a phone parses each in a task of its own, ~35 ms at
 * Lighthouse's 4× CPU for 215 KB (under the 50 ms that counts as blocking), where the whole 650 KB was one
 * task of ~190 ms.
 */
const PART_BYTES = 220_000;

/**
 * Cuts CSS into parts of about `size` characters, each ending with a top-level rule (never inside an @media
 * block or a string), in their order: linked in that order, the parts cascade as the whole did.
 */
export function splitCss(css: string, size: number): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const { end } of topLevelBlocks(css)) {
    if (end + 1 - start < size) continue;
    parts.push(css.slice(start, end + 1));
    start = end + 1;
  }
  if (start < css.length) parts.push(css.slice(start));
  return parts;
}

/**
 * antd writes its CSS in the browser, on first render of each component: on a phone that is most of a
 * page's blocking time. The build renders the app's antd components once with the app's theme
 * (antd-styles-render.tsx) and ships the CSS as a file, with antd's own map from each style to its hash;
 * antd finds its styles in the map and never generates them (lib/antd-styles.ts loads the file before the
 * first antd render). A style the map does not hold (another theme, a component left out) is generated
 * as before, so the file can only save work, never lose a style.
 *
 * `virtual:antd-styles` exports the files' URLs in their order, the map's last, in the build; [] in dev and tests
 * (styles at runtime).
 */
export function antdStyles(): Plugin {
  let urls: string[] = [];
  let command: 'build' | 'serve' = 'serve';
  return {
    name: 'lucina:antd-styles',
    configResolved(config) {
      command = config.command;
    },
    async buildStart() {
      if (command !== 'build') return;
      const script = path.join(import.meta.dirname, 'antd-styles-render.tsx');
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
        cwd: path.dirname(import.meta.dirname),
        // antd's class hash differs outside production builds: render as the shipped app does.
        env: { ...process.env, NODE_ENV: 'production' },
        maxBuffer: 16 * 1024 * 1024,
      });
      // The map goes in a file of its own, the last: the app drops it when any other part fails to load, so antd
      // then writes every style itself instead of trusting a style that never arrived.
      const mapAt = stdout.lastIndexOf('.data-ant-cssinjs-cache-path{');
      if (mapAt < 0) this.error('antd styles: no cache map in the output');
      const styles = stdout.slice(0, mapAt);
      // Parts of even size: as many as PART_BYTES makes, none a small remainder.
      const parts = [...splitCss(styles, styles.length / Math.ceil(styles.length / PART_BYTES)), stdout.slice(mapAt)];
      urls = parts.map((source) => {
        const fileName = `assets/antd-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.css`;
        this.emitFile({ type: 'asset', fileName, source });
        return `/${fileName}`;
      });
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : null;
    },
    load(id) {
      return id === RESOLVED_ID ? `export default ${JSON.stringify(urls)};` : null;
    },
  };
}
