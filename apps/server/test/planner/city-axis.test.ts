import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * Two cities weighed on what the asker measures them by (city-axis.ts): development, housing, climate or home,
 * each answered with the cities' difference on it, the same pick in either order, and when the other city wins.
 * Written for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });
const line = (question: string) => /\*\*(?:在.+?和.+?之间，)?我更建议你选[^\n]*/u.exec(ask(question).text)?.[0] ?? '';
const picked = (question: string) => /我更建议你选([^*]+)\*\*/u.exec(line(question))?.[1];

describe('two cities weighed on the axis asked', () => {
  it('reads 发展 as what the cities are measured by, not as a job', () => {
    const { text, thinking } = ask('成都还是重庆，哪个发展更好');
    expect(thinking).not.toMatch(/可持续发展|培训与发展/u);
    expect(text).not.toMatch(/可持续发展专员|培训与发展经理/u);
  });

  it('answers development by office jobs within a tier, with when the other city wins, in either order', () => {
    expect(picked('成都还是重庆，哪个发展更好')).toBe('成都');
    expect(picked('重庆还是成都，哪个发展更好')).toBe('成都');
    expect(line('成都还是重庆，哪个发展更好')).toMatch(/办公室岗位.*成都更多.*重庆的强项.*就选重庆/u);
  });

  it('answers housing and living costs by the cheaper city, in either order', () => {
    for (const q of ['成都和重庆哪个房价更低', '重庆和成都哪个房价更低']) expect(picked(q), q).toBe('重庆');
    expect(picked('深圳和广州哪个生活成本低一点')).toBe('广州');
    expect(line('深圳和广州哪个生活成本低一点')).toMatch(/论房价和生活成本.*深圳更划算/u);
  });

  it('answers climate by what the asker minds', () => {
    expect(picked('怕冷，去青岛还是厦门工作')).toBe('厦门');
    expect(line('怕冷，去厦门还是青岛工作')).toMatch(/论气候.*集中供暖.*你说怕冷，厦门更合适/u);
  });

  it('answers nearness to home by the province the asker names', () => {
    expect(picked('我家在湖南，武汉还是长沙，想离家近一点')).toBe('长沙');
    expect(picked('我家在湖南，长沙还是武汉，想离家近一点')).toBe('长沙');
  });

  it('answers wages and openings by tier across tiers', () => {
    expect(line('天津和石家庄哪个更适合年轻人发展')).toMatch(/我更建议你选天津.*新一线.*石家庄更划算/u);
  });
});
