// Compiles the server and the contracts it imports to JavaScript for `node` in production.
// Files keep their place under dist/, so paths built from import.meta.dirname (migrations,
// seed data, the web build) resolve the same from src/ and from dist/.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');
const contractsDir = path.resolve(serverDir, '../../packages/contracts');

function sources(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => path.join(e.parentPath, e.name));
}

/** Transpiles every module of `root/src` one to one into `root/dist` and copies the data files beside them. */
async function compile(root) {
  const src = path.join(root, 'src');
  const dist = path.join(root, 'dist');
  fs.rmSync(dist, { recursive: true, force: true });
  await build({
    entryPoints: sources(src),
    outdir: dist,
    outbase: src,
    bundle: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
  });
  fs.cpSync(src, dist, { recursive: true, filter: (from) => !from.endsWith('.ts') });
}

export async function buildServer() {
  await compile(contractsDir);
  await compile(serverDir);
}

if (process.argv[1] === import.meta.filename) await buildServer();
