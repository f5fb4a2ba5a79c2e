import { describe, expect, it } from 'vitest';
import { createAnswerHold } from '../../src/providers/llm/answer-hold.js';
import { createOfflineLlm } from '../../src/providers/llm/offline.llm.js';
import type { LlmRequest } from '../../src/providers/llm/index.js';

/** The offline provider's stream is an async generator; its interface only promises an iterable. */
const streamOf = (hold: ReturnType<typeof createAnswerHold>, signal: AbortSignal) =>
  createOfflineLlm({ offlineChunkDelayMs: 0 }, hold).stream(request(signal)) as AsyncGenerator<unknown>;

const request = (signal: AbortSignal): LlmRequest => ({
  modelCode: 0,
  messages: [{ role: 'user', content: '怎么准备面试？' }],
  question: '怎么准备面试？',
  previousQuestions: [],
  profile: { nickname: '小林', riasec: null, workTags: [], studyTags: [], facts: [] } as never,
  signal,
});

/** Whether the generator's next piece arrives within a moment (unheld, the offline pieces come at once). */
async function nextArrives(stream: AsyncGenerator<unknown>) {
  const next = stream.next().then(() => true);
  const moment = new Promise<false>((resolve) => setTimeout(() => resolve(false), 50));
  return { arrived: await Promise.race([next, moment]), next };
}

describe('holding offline answers mid-stream (test routes)', () => {
  it('sends pieces up to the limit, pauses there, and goes on when released', async () => {
    const hold = createAnswerHold();
    hold.holdAfter(3);
    const stream = streamOf(hold, new AbortController().signal);
    for (let i = 0; i < 3; i++) expect((await stream.next()).done).toBe(false);
    const paused = await nextArrives(stream);
    expect(paused.arrived).toBe(false);
    hold.release();
    expect(await paused.next).toBe(true);
  });

  it('an answer aborted while held ends at once', async () => {
    const hold = createAnswerHold();
    hold.holdAfter(0);
    const controller = new AbortController();
    const stream = streamOf(hold, controller.signal);
    const first = stream.next();
    controller.abort(new Error('stopped'));
    await expect(first).rejects.toThrow('stopped');
  });
});
