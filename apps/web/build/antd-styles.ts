import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const MODULE_ID = 'virtual:antd-styles';
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * antd writes its CSS in the browser, on first render of each component: on a phone that is most of a
 * page's blocking time. The build renders the app's antd components once with the app's theme
 * (antd-styles-render.tsx) and ships the CSS as a file, with antd's own map from each style to its hash;
 * antd finds its styles in the map and never generates them (lib/antd-styles.ts loads the file before the
 * first antd render). A style the map does not hold (another theme, a component left out) is generated
 * as before, so the file can only save work, never lose a style.
 *
 * `virtual:antd-styles` exports the file's URL in the build, null in dev and tests (styles at runtime).
 */
export function antdStyles(): Plugin {
  let url: string | null = null;
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
      if (!stdout.includes('data-ant-cssinjs-cache-path')) this.error('antd styles: no cache map in the output');
      const fileName = `assets/antd-${createHash('sha256').update(stdout).digest('base64url').slice(0, 8)}.css`;
      this.emitFile({ type: 'asset', fileName, source: stdout });
      url = `/${fileName}`;
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : null;
    },
    load(id) {
      return id === RESOLVED_ID ? `export default ${JSON.stringify(url)};` : null;
    },
  };
}
