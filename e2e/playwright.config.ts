import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;

// Debian's Chromium; flags keep it from reaching for the network, which this machine does not have.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

/**
 * The production build of the web app, served by the real server on its embedded defaults
 * (fresh PGlite in a temp folder, in-process KV, offline providers). NODE_ENV=test only adds
 * the /api/__test__ helpers (e.g. a direct session for a logged-in user).
 */
export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['./summary-reporter.ts']],
  // Generous for a loaded machine (a second test run beside this one): a failing step still fails, only later.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    launchOptions: chromium,
    // The product honours the system's reduced-motion setting (antd motion off). Without motion, a click cannot land
    // while a dialog is still zooming in and its button moves between mouse-down and mouse-up (a lost click).
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium },
    },
  ],
  webServer: {
    command: 'node --import tsx ../apps/server/src/server.ts',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: path.join(os.tmpdir(), `lucina-e2e-${process.pid}`),
      DATABASE_URL: '',
      REDIS_URL: '',
      ENABLE_TEST_ROUTES: 'true',
      LOG_LEVEL: 'warn',
      // Slow enough that stop and refresh land in the middle of an offline answer.
      CHAT_OFFLINE_CHUNK_DELAY_MS: '60',
    },
  },
});
