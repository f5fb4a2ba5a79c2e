import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * Written for these tests, one class each: a move to a named city asked whether it is worth it is where to live and
 * work, not a job taken for its 户口; a student asking whether they can still switch (还能转专业吗, or only 还能换吗
 * beside their major or year) is asking to change majors, even when they say they chose wrong; rent asked with 租房
 * first is the cost of living, not a job called 租房.
 */
const kb = buildKnowledgeBase();
const read = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).reading;

describe('a move to a named city, asked whether it is worth it', () => {
  it('is the choice of a city, whichever city and however the ask is put', () => {
    for (const q of [
      '想去上海发展，值得吗？',
      '我在二线城市做了五年HR，想去上海发展，值得吗',
      '毕业后到杭州工作好不好',
    ])
      expect(read(q).decision?.id, q).toBe('choose-city');
  });
  it('leaves a move for an employer, out of a post or for a partner to its own entry', () => {
    expect(read('跳槽去深圳工作值得吗').decision?.id).not.toBe('choose-city');
    expect(read('为了男朋友去成都工作，值得吗').decision?.id).toBe('move-for-partner');
    expect(read('应届生去上海，户口重要吗').decision?.id).toBe('hukou-offer');
  });
});

describe('a student asking whether they can still switch', () => {
  it('is changing majors, whatever feeling comes first and however bare the verb', () => {
    for (const q of [
      '我是学会计的，感觉专业选错了，还能转专业吗',
      '我是学会计的，感觉专业选错了，还能换吗',
      '学材料的，现在大二还来得及转吗',
      '不喜欢现在的专业，能换吗',
    ])
      expect(read(q).decision?.id, q).toBe('switch-major');
  });
  it('leaves a graduate who regrets the major, or a worker, to their own entries', () => {
    expect(read('专业选错了，毕业后找工作怎么办').decision?.id).toBe('major-mismatch-job');
    expect(read('这个专业工作三年了，还能换吗').decision?.id).not.toBe('switch-major');
    expect(read('大二还能转行吗').decision?.id).not.toBe('switch-major');
  });
});

describe('rent asked with 租房 first', () => {
  it('is the cost of living in that city, not the pay of a job called 租房', () => {
    for (const q of ['深圳租房一个月大概多少钱', '刚毕业去上海，租个房要多少钱'])
      expect(read(q).topic?.id, q).toBe('city-living-cost');
  });
});
