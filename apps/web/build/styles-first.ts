import type { Plugin } from 'vite';

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>\n?/g;

/**
 * Writes the entry's stylesheets into index.html as `<style>` (Vite links them, after the entry script's ~20
 * modulepreloads). A linked sheet holds up the first paint: on a phone's connection it shares the bandwidth with
 * those scripts and waits for its own round trip, so the static shell, which needs none of it, painted only when it
 * came. They are a few KB compressed; the files stay in the build for the routes that load them later.
 */
export function stylesFirst(): Plugin {
  return {
    name: 'lucina:styles-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(STYLESHEET, (link, fileName: string) => {
          const asset = ctx.bundle?.[fileName];
          if (asset?.type !== 'asset') throw new Error(`styles-first: ${fileName} is not in the build`);
          const css = typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString('utf8');
          // A stylesheet cannot end the element early unless it holds `</style`, which CSS never needs.
          if (/<\/style/i.test(css)) throw new Error(`styles-first: ${fileName} contains </style`);
          return `<style data-from="${fileName}">${css}</style>\n`;
        });
      },
    },
  };
}
