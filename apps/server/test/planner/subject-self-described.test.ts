import { describe, expect, it } from 'vitest';
import { questionSubjects } from '../../src/providers/llm/offline/subject.js';

// The asker describing their character or habits ('我是那种坐不住的人', '上课老走神') frames the question: read as a
// subject, it opened answers with '关于种坐和上课老走神'.
describe('subjects of a question that describes the asker', () => {
  it('does not read a self-description or a habit as the thing asked about', () => {
    const s = questionSubjects(
      '我是那种坐不住的人，上课老走神，但是跟人聊天搞活动特别来劲，学的是会计，感觉自己根本不适合做账，咋办',
    );
    expect(s.join('')).not.toMatch(/种坐|走神|根本|咋办/u);
    expect(questionSubjects('我属于那种静不下心的人，适合做什么')).toEqual([]);
  });

  it('keeps the subjects beside it', () => {
    expect(questionSubjects('程序员一直加班正常吗')).toEqual(['程序员']);
    expect(questionSubjects('我是拖延症，适合自由职业吗')).toContain('拖延症');
  });
});
