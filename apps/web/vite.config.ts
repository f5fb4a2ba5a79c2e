import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { antdMapToken } from './build/antd-map-token.js';
import { antdStyles } from './build/antd-styles.js';
import { appScripts } from './build/app-scripts.js';
import { browserContracts } from './build/browser-contracts.js';
import { compileHints } from './build/compile-hints.js';
import { cspHashes } from './build/csp-hashes.js';
import { featureFaces } from './build/feature-faces.js';
import { firstScreenBudget } from './build/budget.js';
import { precompress } from './build/precompress.js';
import { reactRouterProduction } from './build/react-router-production.js';
import { scriptsLow } from './build/scripts-low.js';
import { shellParts } from './build/shell.js';
import { stylesFirst } from './build/styles-first.js';

/** Gzip bytes of a page's first-screen JavaScript that fail the build (build/budget.ts); lowered as it shrinks. */
const FIRST_SCREEN_LIMITS = { home: 165_000, market: 160_000, surveyTest: 175_000, surveyResult: 185_000 };

const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    reactRouterProduction(),
    browserContracts(),
    antdStyles(),
    antdMapToken(),
    compileHints(),
    firstScreenBudget(FIRST_SCREEN_LIMITS),
    stylesFirst(),
    shellParts(),
    scriptsLow(),
    appScripts(),
    cspHashes(),
    precompress(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, proxy: { '/api': { target: apiTarget, changeOrigin: true } } },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
    // The manifest lets the budget (and the web bench) follow each route's static imports.
    manifest: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects: [featureFaces] },
      output: {
        // Long-lived vendor chunks, each needed by every page's first screen (so none is preloaded in vain);
        // everything else splits by route and by first use.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // Two one-line modules that /home's entry and later chunks share: one request instead of two.
            { name: 'app-shared', test: /src[\\/](lib[\\/]feedback-holder|utils[\\/]reload)\.ts$/ },
            {
              name: 'antd-core',
              test: /node_modules[\\/](@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors)|stylis|@emotion)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
