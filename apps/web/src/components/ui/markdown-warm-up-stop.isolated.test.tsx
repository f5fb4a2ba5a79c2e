import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Blocks from './markdown-blocks';

// The warm-up's parses, seen through the block splitter it calls once per sample.
const split = vi.hoisted(() => vi.fn());
vi.mock('./markdown-blocks', async (actual) => {
  const real = await actual<typeof Blocks>();
  return {
    ...real,
    splitBlocks: (...args: Parameters<typeof real.splitBlocks>) => {
      split(args[0]);
      return real.splitBlocks(...args);
    },
  };
});

// Idle callbacks held until the test runs them, as a browser would between two updates of an answer.
let idle: Array<() => void> = [];
const runIdle = () => {
  const waiting = idle;
  idle = [];
  waiting.forEach((run) => run());
};

beforeEach(() => {
  vi.resetModules();
  idle = [];
  split.mockClear();
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
});
afterEach(() => vi.unstubAllGlobals());

const SAMPLE = '## 标题';
const sampleParses = () => split.mock.calls.filter(([text]) => String(text).startsWith(SAMPLE)).length;

describe('the warm-up once an answer is being written', () => {
  it('parses its samples in idle time while no answer is written', async () => {
    const { warmUp } = await import('./markdown');
    warmUp();
    runIdle();
    expect(sampleParses()).toBe(1);
  });

  it('drops the steps still waiting when an answer starts streaming', async () => {
    const { default: Markdown, warmUp } = await import('./markdown');
    warmUp();
    render(<Markdown text="先说结论" streaming />);
    runIdle();
    runIdle();
    expect(sampleParses()).toBe(0);
  });
});
