import path from 'node:path';
import type { Plugin } from 'vite';
import { BOOT_SOURCES, ROUTE_SOURCES } from './first-screen.js';

/** The entry's module script and its modulepreloads, as Vite writes them into the built index.html. */
const ENTRY_TAG = /[ \t]*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)\n?/g;
/** Where index.html wants them: just before its loader script, which the template must precede. */
const MARKER = '<!-- app-scripts -->';

/**
 * Every page but the plain ones (app/router.tsx PLAIN_PAGES) renders inside antd's provider, whose code the router
 * asks for with the page's.
 */
const ANTD_ROOT = 'src/lib/antd-root.tsx';

/**
 * The addresses a first visit most often opens, with the modules the router asks for there: their code is asked for
 * with the app's, not after the app's code has run (the paths are contracts' `Pages`; a test holds them equal).
 */
export const FIRST_ROUTES: Record<string, string[]> = {
  '/': [ROUTE_SOURCES.home],
  '/home': [ROUTE_SOURCES.home],
  '/market': [ROUTE_SOURCES.market],
  '/surveyTest': [ROUTE_SOURCES.surveyTest, ANTD_ROOT],
  '/surveyTest/surveyResult': [ROUTE_SOURCES.surveyResult, ANTD_ROOT],
};

/** What this plugin reads of a built chunk. */
export interface BuiltChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
}

/** Every chunk reachable from `starts` by static imports, in the order an import would ask for them. */
function importClosure(bundle: Record<string, BuiltChunk>, starts: string[], skip = new Set<string>()): string[] {
  const seen: string[] = [];
  const queue = [...starts];
  while (queue.length) {
    const file = queue.shift()!;
    if (skip.has(file) || seen.includes(file) || !bundle[file]) continue;
    seen.push(file);
    queue.push(...(bundle[file]!.imports ?? []));
  }
  return seen;
}

function chunkOf(chunks: BuiltChunk[], root: string, source: string): string {
  const id = path.resolve(root, source);
  const chunk = chunks.find((c) => c.facadeModuleId === id);
  if (!chunk) throw new Error(`app-scripts: no chunk is built from ${source}`);
  return chunk.fileName;
}

function entryOf(bundle: Record<string, BuiltChunk>): { chunks: BuiltChunk[]; entry: BuiltChunk } {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('app-scripts: the build has no entry chunk');
  return { chunks, entry };
}

/**
 * The scripts the entry imports before any route (first-screen.ts BOOT_SOURCES) and what they import, beyond the
 * entry's own, as URLs: named in the page with the entry, so that its imports find them fetched instead of asking
 * for them once it runs.
 */
export function bootPreloads(
  bundle: Record<string, BuiltChunk>,
  root: string,
  sources: readonly string[] = BOOT_SOURCES,
): string[] {
  const { chunks, entry } = entryOf(bundle);
  const own = new Set(importClosure(bundle, [entry.fileName]));
  const starts = sources.map((source) => chunkOf(chunks, root, source));
  return importClosure(bundle, starts, own).map((file) => `/${file}`);
}

/**
 * For each address, the scripts its route needs beyond the entry's and the boot modules' (which the page already
 * names), as URLs: the route's chunks first, then what they import, as the router's import would ask for them.
 * (Naming the files the routes share once saved nothing: compression already does.)
 */
export function routePreloads(
  bundle: Record<string, BuiltChunk>,
  root: string,
  routes: Record<string, string[]> = FIRST_ROUTES,
  boot: readonly string[] = BOOT_SOURCES,
): Record<string, string[]> {
  const { chunks, entry } = entryOf(bundle);
  const bootChunks = boot.map((source) => chunkOf(chunks, root, source));
  const loaded = new Set(importClosure(bundle, [entry.fileName, ...bootChunks]));
  return Object.fromEntries(
    Object.entries(routes).map(([address, sources]) => {
      const starts = sources.map((source) => chunkOf(chunks, root, source));
      return [address, importClosure(bundle, starts, loaded).map((file) => `/${file}`)];
    }),
  );
}

/**
 * index.html with the entry's module and its modulepreloads moved into `<template id="app-scripts">` at the marker,
 * where nothing fetches them, and each first route's scripts named on it (`data-routes`). index.html's loader script
 * (right after the marker) copies them into the page once its largest paint is on screen (the static shell's, or
 * on a report opened by its address, its summary's), with the scripts of the route at the page's address. A script
 * requested before that paint is charged to it on a slow phone: over a phone's connection the ~320 KB of the app
 * shared the bandwidth with the record's two small answers (Lighthouse's simulated LCP 2.4–2.6 s).
 */
export function inertAppScripts(html: string, routes: Record<string, string[]> = {}, boot: string[] = []): string {
  if (!html.includes(MARKER)) throw new Error(`app-scripts: index.html has no ${MARKER} marker`);
  const tags: string[] = [];
  const rest = html.replace(ENTRY_TAG, (_, tag: string) => {
    tags.push(tag);
    return '';
  });
  if (!tags.some((tag) => tag.startsWith('<script'))) throw new Error('app-scripts: no entry module in index.html');
  // The boot modules after the entry's own, written as those are by then (scripts-low.ts).
  for (const url of boot) tags.push(`<link rel="modulepreload" fetchpriority="low" crossorigin href="${url}">`);
  const json = JSON.stringify(routes);
  // In single quotes: JSON's own are double, and file names carry neither quotes nor ampersands.
  if (/['&<]/.test(json)) throw new Error(`app-scripts: a route's file name cannot be quoted: ${json}`);
  return rest.replace(MARKER, `<template id="app-scripts" data-routes='${json}'>${tags.join('')}</template>`);
}

export function appScripts(): Plugin {
  let root = process.cwd();
  return {
    name: 'lucina:app-scripts',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) throw new Error('app-scripts: index.html transformed without its bundle');
        const bundle = ctx.bundle as Record<string, BuiltChunk>;
        return inertAppScripts(html, routePreloads(bundle, root), bootPreloads(bundle, root));
      },
    },
  };
}
