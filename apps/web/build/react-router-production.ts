import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * react-router's package exports resolve to its development build whatever the mode
 * (remix-run/react-router#14102): dev-only checks and warnings on every route it matches, and more code. A
 * production build takes the files of its production build instead; the dev server and tests keep the default.
 */
export function reactRouterProduction(): Plugin {
  const production = fileURLToPath(
    import.meta.resolve('react-router').replace('/dist/development/', '/dist/production/'),
  );
  return {
    name: 'lucina:react-router-production',
    config: (_config, { command }) =>
      command === 'build' && fs.existsSync(production)
        ? { resolve: { alias: [{ find: /^react-router$/, replacement: production }] } }
        : undefined,
  };
}
