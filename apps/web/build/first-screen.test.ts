import { describe, expect, it } from 'vitest';
import { BOOT_SOURCES, firstScreenFiles, ROUTE_SOURCES, type Manifest } from './first-screen';

describe('firstScreenFiles', () => {
  const manifest: Manifest = {
    'src/main.tsx': { file: 'assets/index-a.js', isEntry: true, imports: ['_react-b.js'] },
    '_react-b.js': { file: 'assets/react-b.js' },
    [ROUTE_SOURCES.home]: { file: 'assets/home-h.js', imports: ['_react-b.js', '_card-c.js'] },
    '_card-c.js': { file: 'assets/card-c.js' },
    ...Object.fromEntries(
      BOOT_SOURCES.map((source, i) => [source, { file: `assets/boot-${i}.js`, imports: ['_react-b.js'] }]),
    ),
  };

  it('counts the modules the entry imports before any route, with the entry and the route', () => {
    expect(firstScreenFiles(manifest, ROUTE_SOURCES.home).sort()).toEqual(
      [
        'assets/index-a.js',
        'assets/react-b.js',
        'assets/home-h.js',
        'assets/card-c.js',
        ...BOOT_SOURCES.map((_, i) => `assets/boot-${i}.js`),
      ].sort(),
    );
  });

  it("counts an earlier build's files, which has no boot module", () => {
    const { [BOOT_SOURCES[0]]: _, ...without } = manifest;
    expect(firstScreenFiles(without, ROUTE_SOURCES.home)).toContain('assets/index-a.js');
  });
});
