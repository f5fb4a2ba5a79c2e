import type { Plugin } from 'vite';

/** The entry's module script and its modulepreloads, as Vite writes them into the built index.html. */
const ENTRY_TAG = /[ \t]*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)\n?/g;
/** Where index.html wants them: just before its loader script, which the template must precede. */
const MARKER = '<!-- app-scripts -->';

/**
 * index.html with the entry's module and its modulepreloads moved into `<template id="app-scripts">` at the marker,
 * where nothing fetches them. index.html's loader script (right after the marker) copies them into the page: at
 * once on most pages, and on a report opened by its address only after its summary is painted from the record.
 * A script requested before that paint is charged to it on a slow phone: over a phone's connection the ~320 KB of
 * the app shared the bandwidth with the record's two small answers (Lighthouse's simulated LCP 2.4–2.6 s).
 */
export function inertAppScripts(html: string): string {
  if (!html.includes(MARKER)) throw new Error(`app-scripts: index.html has no ${MARKER} marker`);
  const tags: string[] = [];
  const rest = html.replace(ENTRY_TAG, (_, tag: string) => {
    tags.push(tag);
    return '';
  });
  if (!tags.some((tag) => tag.startsWith('<script'))) throw new Error('app-scripts: no entry module in index.html');
  return rest.replace(MARKER, `<template id="app-scripts">${tags.join('')}</template>`);
}

export function appScripts(): Plugin {
  return {
    name: 'lucina:app-scripts',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: inertAppScripts },
  };
}
