import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NODE_FLAGS } from '../src/node-flags.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const script = (file: string, name: string) =>
  (JSON.parse(read(file)) as { scripts: Record<string, string> }).scripts[name]!;

describe('the node flags the server runs with', () => {
  it('are the same in npm start, the image and the benchmarks', () => {
    const flags = NODE_FLAGS.join(' ');
    expect(script('apps/server/package.json', 'start')).toContain(`node ${flags} --conditions=lucina-dist`);
    expect(script('bench/package.json', 'bench')).toContain(`node ${flags} --expose-gc`);
    const cmd = /^CMD (\[.*\])$/m.exec(read('deploy/Dockerfile'))?.[1];
    expect((JSON.parse(cmd ?? '[]') as string[]).slice(0, NODE_FLAGS.length + 1)).toEqual(['node', ...NODE_FLAGS]);
  });
});
