import { describe, expect, it } from 'vitest';
import { stageTimingPart } from '../../src/providers/llm/offline/stage-timing.js';
import { ask } from './entry-cases.js';

/*
 * A student asking whether it is too late hears the calendar of their stage first (questions written for these
 * tests): early years are not late, the third year is in time, the last year still has spring recruiting.
 */
describe('a student asking whether it is too late', () => {
  it('is told it is not, for the stage said, before what to do', () => {
    const { text } = ask('大二了还不知道自己想干什么，会不会太晚');
    expect(text).toContain('**不晚**：大二');
    expect(text.indexOf('不晚')).toBeLessThan(text.indexOf('接下来'));
  });
  it('in the last year, hears of spring recruiting', () => {
    expect(stageTimingPart('大四了才开始找工作，还来得及吗')?.lines.join()).toMatch(/春招/);
    expect(stageTimingPart('研二开始找实习晚不晚')?.lines.join()).toMatch(/来得及/);
  });
  it('says nothing of time when it is not asked, or no stage is said', () => {
    expect(stageTimingPart('大二了还不知道自己想干什么')).toBeNull();
    expect(stageTimingPart('现在转行会不会太晚')).toBeNull();
  });
});
