/**
 * Prints the static shell's parts (shell-parts.tsx) as JSON, rendered through a Vite server with the app's own
 * config, so CSS modules get the class names the build gives them. Run by the build with tsx:
 * `node --import tsx shell-render.ts`, in a process of its own, for the stand-in `window` below.
 */
import path from 'node:path';
import { createServer } from 'vite';
import type { renderShellParts as Render } from './shell-parts';

// Modules that read the viewport when they load (hooks/use-breakpoint.ts) find a wide screen; what a render reads
// comes from their server snapshots. Nothing else of the browser is needed to render the parts.
Object.assign(globalThis, { window: { innerWidth: 1440, addEventListener() {}, removeEventListener() {} } });

const root = path.dirname(import.meta.dirname);
const server = await createServer({
  root,
  configFile: path.join(root, 'vite.config.ts'),
  appType: 'custom',
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const { renderShellParts } = (await server.ssrLoadModule('/build/shell-parts.tsx')) as {
    renderShellParts: typeof Render;
  };
  process.stdout.write(JSON.stringify(renderShellParts()));
} finally {
  await server.close();
}
