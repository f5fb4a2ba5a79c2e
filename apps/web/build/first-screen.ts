import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** One entry of Vite's build manifest (`dist/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Route modules of the pages whose first screen is measured; /home is the one with a budget. */
export const ROUTE_SOURCES = {
  home: 'src/app/routes/home.tsx',
  surveyTest: 'src/app/routes/survey-test/survey-test.tsx',
  surveyResult: 'src/app/routes/survey-test/survey-result.tsx',
  market: 'src/app/routes/market.tsx',
} as const;
export type MeasuredRoute = keyof typeof ROUTE_SOURCES;

/**
 * The modules the entry (main.tsx) imports before any route, so that their evaluation is a task of its own: part of
 * every page's first screen, and named in the page with the entry (app-scripts.ts).
 */
export const BOOT_SOURCES = ['src/lib/mount-app.ts'] as const;

export function readManifest(distDir: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/**
 * The scripts a page runs before its first screen: the entry, the modules it imports before any route, its route
 * chunk and all they import statically.
 */
export function firstScreenFiles(manifest: Manifest, routeSource: string): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('the build manifest names no entry');
  if (!manifest[routeSource]) throw new Error(`the build manifest has no chunk for ${routeSource}`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    manifest[key]!.imports?.forEach(visit);
  };
  visit(entry);
  // An earlier commit's build (the bench measures those too) may not have them; a build of this one without them
  // fails before this (app-scripts.ts bootPreloads).
  BOOT_SOURCES.forEach(visit);
  visit(routeSource);
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

/** Bytes over the wire for a client that only speaks gzip (the budget's unit; brotli is smaller still). */
export function gzipBytes(distDir: string, files: string[]): number {
  return files.reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(distDir, file))).length, 0);
}

export function firstScreenGzipBytes(distDir: string, manifest: Manifest, route: MeasuredRoute): number {
  return gzipBytes(distDir, firstScreenFiles(manifest, ROUTE_SOURCES[route]));
}
