import type { Plugin } from 'vite';

/** The entry's module script and its modulepreloads, unless a priority is already given. */
const ENTRY_TAGS = /<(script type="module"|link rel="modulepreload")(?![^>]*\bfetchpriority=)/g;

/** index.html with the entry's module and its modulepreloads asked for at low priority. */
export function lowPriorityScripts(html: string): string {
  return html.replace(ENTRY_TAGS, '<$1 fetchpriority="low"');
}

/**
 * Asks for the entry's module and its ~20 modulepreloads at low priority. The first paint, the layout and the
 * report's summary come from index.html itself (its styles and inline scripts), not from these: module scripts run
 * after the document is parsed whatever their priority. At the default (high) they shared a phone's connection on
 * equal terms with the shell's banner and the report's two reads, and Lighthouse counts every high-priority script
 * as holding up the first paint: its simulated FCP was the time to download all of them (2.1–2.4 s, now ~0.65 s).
 */
export function scriptsLow(): Plugin {
  return {
    name: 'lucina:scripts-low',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: lowPriorityScripts },
  };
}
