import { describe, expect, it } from 'vitest';
import { readChoice } from '../../src/providers/llm/offline/choice-read.js';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { namedMajors } from '../../src/providers/llm/offline/named.js';
import { readAlone } from '../../src/providers/llm/offline/understand.js';
import { noProfile } from './planner-profiles.js';

/*
 * Readings that sent answers to the wrong entry or left out what the question asked: a job word holding a major's
 * alias, 还是 meaning 'still', a major's outlets hidden behind a job the question also names. Questions written
 * for these tests, as students type them.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });

describe('what the question names', () => {
  it("reads '学前端' as learning front-end, not as 学前教育", () => {
    expect(namedMajors(kb, '想转行学前端，报个培训班靠谱吗').map((m) => m.id)).not.toContain('preschool-education');
    // The major itself is still found.
    expect(namedMajors(kb, '学前教育专业毕业能做什么').map((m) => m.id)).toContain('preschool-education');
  });

  it("reads '还是不知道' as still, while '读还是不读' still weighs two", () => {
    expect(readChoice('大二了还是不知道自己喜欢啥，怎么找方向啊')).toBeNull();
    expect(readChoice('工作后还是不清楚自己想要什么')).toBeNull();
    expect(readChoice('研究生读还是不读')).not.toBeNull();
  });

  it("does not read a '换个方向' without a layoff as the layoff decision", () => {
    const r = readAlone(kb, '学了四年机械，真的不喜欢，想换个方向但又不知道能换啥', noProfile);
    expect(r.decision?.id).not.toBe('after-layoff');
    expect(r.majors.map((m) => m.id)).toContain('mechanical-engineering');
  });

  it("finds 新闻学 by '新闻传播', as students name it", () => {
    expect(namedMajors(kb, '新闻传播专业现在还有前途吗').map((m) => m.id)).toContain('journalism');
  });
});

describe('where a major leads, when that is what is asked', () => {
  it("puts the major's outlets first when the question also names a job of the same field", () => {
    const accounting = ask('会计专业现在是不是饱和了，听说AI要取代会计了，还有出路吗');
    expect(accounting.text).toMatch(/### 会计学还能走的路/);
    expect(accounting.text).toMatch(/审计|税务/);
    expect(accounting.text).toMatch(/CPA|注册会计师/);
    const psychology = ask('心理学专业毕业能做什么，是不是一定要读研才能当咨询师');
    expect(psychology.text).toMatch(/### 心理学还能走的路/);
  });

  it("hears '还有什么路' and '找工作难不难' as asking for the outlets", () => {
    const english = ask('英语专业 不想当老师也不想做翻译 还有什么路可以走？');
    expect(english.text).toMatch(/外贸|跨境电商|出海/);
    const materials = ask('材料专业本科找工作难不难？要不要读研');
    expect(materials.text).toMatch(/还能走的路/);
  });

  it('says how to try the directions out when a student of a major asks how to find one', () => {
    const { text } = ask('大二了还是不知道自己喜欢啥，专业是电子信息，感觉学的东西都很虚，怎么找方向啊');
    expect(text).not.toMatch(/我更建议你选/);
    expect(text).toMatch(/电子信息工程的主要出路/);
    expect(text).toMatch(/### 怎么确认哪个适合你/);
    expect(text).toMatch(/实习|短期实践/);
  });
});
