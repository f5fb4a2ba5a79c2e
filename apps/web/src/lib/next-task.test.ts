import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves only after the current task and its microtasks', async () => {
    const order: string[] = [];
    const done = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    order.push('current task');
    await done;
    expect(order).toEqual(['current task', 'microtask', 'next task']);
  });
});
