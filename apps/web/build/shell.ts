import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';
import { antdRules } from './antd-rules';
import { MODULE_CLASS, moduleRules } from './module-rules';
import type { ShellParts, ShellVariant } from './shell-parts';

/** Where index.html's static shell takes each part, and the parts' styles. */
const partMarker = (name: string) => `<!-- shell:${name} -->`;
export const CSS_MARKER = '<!-- shell:css -->';
/** Set in the render's process: a build started there would render again, without end. */
const RENDERING = 'LUCINA_SHELL_RENDERING';

/** Each drawing of a part, shown only on the addresses that have it (the page's `data-boot`, set before any paint). */
export function placeVariants(name: string, variants: ShellVariant[]): { html: string; css: string } {
  if (variants.length === 1) return { html: variants[0]!.html, css: '' };
  const html = variants.map((v, i) => `<div class="bs-${name} bs-${name}-${i}">${v.html}</div>`).join('');
  const shown = variants.flatMap((v, i) => v.paths.map((p) => `html[data-boot='${p}'] .bs-${name}-${i}`));
  return { html, css: `.bs-${name}{display:none}${shown.join(',')}{display:block}` };
}

/** The CSS-module classes of `html`. */
const moduleClasses = (html: string) => new Set(html.match(MODULE_CLASS) ?? []);

/** The CSS-module classes of `html` that no stylesheet of the page defines: the part would paint unstyled. */
export function unstyledClasses(html: string, page: string): string[] {
  const styles = [...page.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]).join('');
  return [...moduleClasses(html)].filter((name) => !styles.includes(`.${name}`));
}

/**
 * The rules for `html`'s CSS-module classes in the stylesheets of `sheets` (by file name) that the page does not
 * already hold inline: a part of a route whose styles load with the route (its chunk's CSS) gets them from the
 * same compiled sheet the app loads, before any script.
 */
export function criticalCss(html: string, page: string, sheets: Record<string, string>): string {
  const classes = moduleClasses(html);
  const inline = new Set([...page.matchAll(/<style data-from="([^"]+)"/g)].map((m) => m[1]));
  const rules = new Set<string>();
  for (const [fileName, css] of Object.entries(sheets)) {
    if (inline.has(fileName) || ![...classes].some((name) => css.includes(`.${name}`))) continue;
    rules.add(moduleRules(css, classes));
  }
  return [...rules].join('');
}

/**
 * The static shell's parts that the app draws with its own components (shell-parts.tsx), rendered once per build
 * and written into index.html, so the first paint cannot drift from the app, with the rules of their classes that
 * only a route's stylesheet holds (criticalCss) and the part of antd's styles they use (antd-rules.ts). The build
 * fails when a part uses a class that the page's inline styles (the entry's, see styles-first.ts, and those rules)
 * do not define.
 */
export function shellParts(): Plugin {
  let parts: ShellParts | null = null;
  return {
    name: 'lucina:shell-parts',
    // The render runs a dev server with this config: in a build only, so that server never renders in turn.
    apply: 'build',
    async buildStart() {
      if (process.env[RENDERING]) throw new Error('shell parts: a render asked for another');
      const script = path.join(import.meta.dirname, 'shell-render.ts');
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
        cwd: path.dirname(import.meta.dirname),
        env: { ...process.env, [RENDERING]: '1' },
        maxBuffer: 4 * 1024 * 1024,
        timeout: 120_000,
      });
      parts = JSON.parse(stdout) as ShellParts;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!parts) throw new Error('shell parts: not rendered');
        const sheets: Record<string, string> = {};
        for (const [fileName, asset] of Object.entries(ctx.bundle ?? {})) {
          if (asset.type === 'asset' && fileName.endsWith('.css')) {
            sheets[fileName] =
              typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString('utf8');
          }
        }
        let page = html;
        let css = parts.css;
        let drawn = '';
        for (const [name, variants] of Object.entries(parts.parts)) {
          if (!page.includes(partMarker(name))) throw new Error(`shell parts: no ${partMarker(name)} in index.html`);
          const placed = placeVariants(name, variants);
          page = page.replace(partMarker(name), () => placed.html);
          drawn += placed.html;
          css += placed.css;
        }
        // The entry's styles are inline by now (styles-first.ts runs before). antd's go first, as the app has them
        // before the routes' stylesheets.
        const routeRules = criticalCss(drawn, page, sheets);
        css += antdRules(parts.antd.css, parts.antd.html, routeRules) + routeRules;
        // A stylesheet cannot end the element early unless it holds `</style`, which CSS never needs.
        if (/<\/style/i.test(css)) throw new Error('shell parts: a style holds </style');
        if (!page.includes(CSS_MARKER)) throw new Error(`shell parts: no ${CSS_MARKER} in index.html`);
        page = page.replace(CSS_MARKER, () => `<style>${css}</style>`);
        const unstyled = unstyledClasses(drawn, page);
        if (unstyled.length) throw new Error(`shell parts: no inline style for ${unstyled.join(', ')}`);
        return page;
      },
    },
  };
}
