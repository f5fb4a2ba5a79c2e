import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/** Beside index.html in the build; the server reads it at start (apps/server/src/plugins/security.ts). */
export const CSP_HASHES_FILE = 'csp-hashes.json';

const COMMENT = /<!--[\s\S]*?-->/g;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
/** A type the browser runs: none, a JavaScript MIME type, or a module (any other type is a data block). */
const RUN_TYPE = /^(module|(text|application)\/(javascript|ecmascript)|text\/jscript)$/i;

/**
 * The CSP sources of a page's inline scripts, `'sha256-…'` each, in their order, once each: what the browser hashes
 * is the text between the tags. Scripts with a `src` and data blocks (`type="application/json"`) need none; a
 * comment is not markup, so a `<script>` written in one counts for nothing.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', code = ''] of html.replace(COMMENT, '').matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = TYPE.exec(attributes)?.[1];
    if (type && !RUN_TYPE.test(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The production CSP allows index.html's inline scripts by their hashes only. The build writes them as the built
 * page has them, every other plugin's changes included, so a change to a script never needs a hash written by
 * hand. Styles need none: the policy allows inline styles, which antd writes at run time.
 */
export function cspHashes(): Plugin {
  let outDir = 'dist';
  return {
    name: 'lucina:csp-hashes',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return this.error('csp-hashes: no index.html in the build');
      const html = typeof page.source === 'string' ? page.source : Buffer.from(page.source).toString('utf8');
      const scriptSrc = inlineScriptHashes(html);
      await fs.writeFile(path.join(outDir, CSP_HASHES_FILE), `${JSON.stringify({ scriptSrc }, null, 2)}\n`);
    },
  };
}
