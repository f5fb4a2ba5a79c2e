import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      setupFiles: ['./src/testing/setup.ts'],
      css: false,
      // A component test renders antd in jsdom: a second or two alone, many times that on a loaded machine.
      testTimeout: 20_000,
      // The setup file's beforeEach loads antd's root the first time a file runs, as slow as a test on a loaded machine.
      hookTimeout: 20_000,
      // Files share a worker's modules (antd, React, the app) instead of importing them anew each:
      // the setup file resets every store, storage, mock and global after each test.
      isolate: false,
    },
  }),
);
