import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { Pages } from '@lucina/contracts';
import { bootPreloads, FIRST_ROUTES, inertAppScripts, routePreloads, type BuiltChunk } from './app-scripts';
import { BOOT_SOURCES } from './first-screen';

const built = [
  '<head>',
  '<script>(function () {})();</script>',
  '<!-- app-scripts -->',
  '<script>loader</script>',
  '    <script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js"></script>',
  '    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-b.js">',
  '    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/router-c.js">',
  '<link rel="icon" href="/favicon.svg">',
  '</head>',
].join('\n');

describe('inertAppScripts', () => {
  it("moves the entry's module and its modulepreloads, in order, into the template at the marker, with the routes' scripts", () => {
    expect(inertAppScripts(built, { '/market': ['/assets/market-m.js'] }).split('\n')).toEqual([
      '<head>',
      '<script>(function () {})();</script>',
      '<template id="app-scripts" data-routes=\'{"/market":["/assets/market-m.js"]}\'>' +
        '<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js"></script>' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-b.js">' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/router-c.js">' +
        '</template>',
      '<script>loader</script>',
      '<link rel="icon" href="/favicon.svg">',
      '</head>',
    ]);
  });

  it("names the boot modules' scripts after the entry's own, at the same low priority", () => {
    const html = inertAppScripts(built, {}, ['/assets/mount-d.js']);
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/router-c.js">' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/mount-d.js">' +
        '</template>',
    );
  });

  it('refuses a page without the marker or without an entry module, rather than ship a page that never starts', () => {
    expect(() => inertAppScripts(built.replace('<!-- app-scripts -->', ''))).toThrow(/marker/);
    expect(() => inertAppScripts(built.replace(/<script type="module"[^\n]*\n/, ''))).toThrow(/entry module/);
  });
});

describe('routePreloads', () => {
  const root = '/app';
  const chunk = (fileName: string, imports: string[], source?: string, isEntry = false): BuiltChunk => ({
    type: 'chunk',
    fileName,
    imports,
    isEntry,
    facadeModuleId: source ? path.resolve(root, source) : null,
  });
  const bundle = Object.fromEntries(
    [
      chunk('assets/index-a.js', ['assets/react-b.js', 'assets/api-c.js'], 'src/main.tsx', true),
      chunk('assets/react-b.js', []),
      chunk('assets/api-c.js', ['assets/react-b.js']),
      chunk('assets/market-m.js', ['assets/card-d.js', 'assets/api-c.js'], 'src/app/routes/market.tsx'),
      chunk('assets/card-d.js', ['assets/motion-e.js', 'assets/react-b.js']),
      chunk('assets/motion-e.js', []),
      chunk('assets/antd-root-r.js', ['assets/motion-e.js', 'assets/theme-f.js'], 'src/lib/antd-root.tsx'),
      chunk('assets/theme-f.js', []),
      chunk('assets/home-h.js', ['assets/mount-g.js'], 'src/app/routes/home.tsx'),
      chunk('assets/mount-g.js', ['assets/react-b.js', 'assets/dom-i.js'], 'src/lib/mount-app.ts'),
      chunk('assets/dom-i.js', []),
    ].map((c) => [c.fileName, c]),
  );

  it("names the boot modules' chunks and what they import, none the entry already brings", () => {
    expect(bootPreloads(bundle, root, ['src/lib/mount-app.ts'])).toEqual(['/assets/mount-g.js', '/assets/dom-i.js']);
  });

  it("names each route's chunks, then what they import, once each, and none the entry already brings", () => {
    const routes = {
      '/market': ['src/app/routes/market.tsx', 'src/lib/antd-root.tsx'],
      '/home': ['src/app/routes/home.tsx'],
    };
    expect(routePreloads(bundle, root, routes, ['src/lib/mount-app.ts'])).toEqual({
      '/market': [
        '/assets/market-m.js',
        '/assets/antd-root-r.js',
        '/assets/card-d.js',
        '/assets/motion-e.js',
        '/assets/theme-f.js',
      ],
      '/home': ['/assets/home-h.js'],
    });
  });

  it('fails the build when a route or a boot module names a module that no chunk is built from', () => {
    expect(() => routePreloads(bundle, root, { '/x': ['src/app/routes/gone.tsx'] }, [])).toThrow(/gone\.tsx/);
    expect(() => bootPreloads(bundle, root, ['src/lib/gone.ts'])).toThrow(/gone\.ts/);
  });

  it('has the entry import each boot module, never statically: its evaluation is then a task of its own', () => {
    const main = fs.readFileSync(path.resolve(import.meta.dirname, '../src/main.tsx'), 'utf8');
    for (const source of BOOT_SOURCES) {
      const specifier = `./${path.relative('src', source).replace(/\.tsx?$/, '')}`;
      expect(main).toContain(`import('${specifier}')`);
      expect(main).not.toMatch(new RegExp(`from '${specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}'`));
    }
  });

  it("covers the first visits' addresses as the router serves them", () => {
    const paths = [Pages.home.path, Pages.market.path, Pages.surveyTest.path, Pages.surveyResult.path];
    expect(Object.keys(FIRST_ROUTES).sort()).toEqual(['/', ...paths].sort());
  });
});
