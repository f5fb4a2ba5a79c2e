import { describe, expect, it } from 'vitest';
import { questionSubjects } from '../../src/providers/llm/offline/subject.js';
import { chain } from './conversation.js';

/*
 * '想换个工作' is about leaving the job one has: its subject is 换工作, never the 换个 left once 工作 is cut; and
 * whether to resign first ('想换工作，要不要先辞职') is the question of quitting before the next offer, answered with a
 * lean. Written for these tests, apart from the eval sets.
 */
describe('changing jobs, said with a measure word', () => {
  it.each(['干了两年想换个工作，简历怎么改', '想换份工作，从哪开始'])('%s: the subject is 换工作', (q) => {
    expect(questionSubjects(q)).toContain('换工作');
    expect(chain(q)[0]!).not.toMatch(/换[个份](?!工作)/u);
  });

  it.each(['想换工作，要不要先辞职', '打算跳槽，先辞职还是先找好下家'])('%s: quitting first, weighed', (q) => {
    const answer = chain(q)[0]!;
    expect(answer).toMatch(/骑驴找马/u);
    expect(answer).toMatch(/我更建议你选/u);
  });
});
