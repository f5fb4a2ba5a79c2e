import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAssetCache } from '../src/plugins/asset-cache.js';

describe('the hashed-asset cache', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lucina-assets-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const write = (name: string, bytes: number) => fs.writeFileSync(path.join(dir, name), 'x'.repeat(bytes));

  it('keeps assets up to its bound, and gives null for one past it, so that one is served from disk', async () => {
    write('a-AbCd1234.js', 60);
    write('a-AbCd1234.js.br', 20);
    write('b-EfGh5678.css', 30);
    const cache = createAssetCache({ dir, maxBytes: 100 });
    const a = await cache.get('a-AbCd1234.js');
    expect(a).toMatchObject({ type: 'application/javascript; charset=utf-8', etag: 'AbCd1234', gzip: undefined });
    expect(a!.identity.length + a!.br!.length).toBe(80);
    expect(await cache.get('b-EfGh5678.css')).toBeNull();
  });

  it("keeps a chunk whose name joins its importers' names with ~", async () => {
    write('ui~index~home-QrSt7890.js', 10);
    const cache = createAssetCache({ dir, maxBytes: 1000 });
    expect(await cache.get('ui~index~home-QrSt7890.js')).toMatchObject({ etag: 'QrSt7890' });
  });

  it('reads a file once however many ask for it at the same time', async () => {
    write('c-IjKl9012.js', 10);
    const cache = createAssetCache({ dir, maxBytes: 1000 });
    const [first, second] = await Promise.all([cache.get('c-IjKl9012.js'), cache.get('c-IjKl9012.js')]);
    expect(first).not.toBeNull();
    expect(second).toBe(first);
  });

  it('does not remember a missing file: it is found once the build puts it there', async () => {
    const cache = createAssetCache({ dir, maxBytes: 1000 });
    expect(await cache.get('late-MnOp3456.woff2')).toBeNull();
    write('late-MnOp3456.woff2', 10);
    expect(await cache.get('late-MnOp3456.woff2')).toMatchObject({ type: 'font/woff2' });
  });

  it('leaves names without a content hash, or outside its folder, to the disk', async () => {
    write('robots.txt', 10);
    const cache = createAssetCache({ dir, maxBytes: 1000 });
    for (const name of ['robots.txt', 'plain.js', '../a-AbCd1234.js', 'x/a-AbCd1234.js', '.a-AbCd1234.js']) {
      expect(await cache.get(name), name).toBeNull();
    }
  });
});
