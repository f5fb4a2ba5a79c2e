import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { knowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { retrieve } from '../../src/providers/llm/offline/retrieve.js';
import type { ChatProfile } from '../../src/providers/llm/index.js';

const kb = knowledgeBase();
const noProfile: ChatProfile = { riasec: null, workTag: '', layoutTag: '' };
const withResult: ChatProfile = {
  ...noProfile,
  riasec: {
    hollandCode: 'ICE',
    order: ['I', 'C', 'E', 'R', 'A', 'S'],
    percent: { R: 50, I: 88, A: 40, S: 35, E: 63, C: 70 },
    takenAt: '2026-11-01T00:00:00.000Z',
  },
};
const ask = (question: string, previousQuestions: string[] = [], profile: ChatProfile = noProfile) =>
  retrieve(kb, { question, previousQuestions, profile });

describe('retrieval shared by the offline assistant and the model context', () => {
  it('maps a job named as people say it (产品经理) to its role and nearest catalogue occupations', () => {
    const r = ask('我是计算机专业大三学生，想转做产品经理，需要准备哪些技能和实习经历？');
    expect(r.roles.map((x) => x.name)).toEqual(['产品经理']);
    expect(r.intent).toBe('switch');
    expect(r.roles[0]!.codes).toContain('15-1299.09');
  });

  it('a named catalogue occupation wins over words it contains (机械工程师 and 软件)', () => {
    const r = ask('机械工程师要会哪些软件和技能？');
    expect(r.occupations[0]?.titleZh ?? r.roles[0]?.name).toBe('机械工程师');
  });

  it('a follow-up borrows the job named in the previous question', () => {
    const r = ask('那我需要准备哪些技能？', ['我想了解一下产品经理这个职业。']);
    expect(r.roles.map((x) => x.name)).toContain('产品经理');
  });

  it('topic passages answer 考公, 实习 and 群面 questions', () => {
    expect(ask('国考和省考有什么区别？').guides[0]!.id).toBe('civil-service');
    expect(ask('暑期实习和日常实习有什么区别？').guides.map((g) => g.id)).toContain('internship');
    expect(ask('群面有什么技巧？').guides.map((g) => g.id)).toContain('group-interview');
  });

  it('a planning question is not read as a job named 规划师', () => {
    const r = ask('大学四年应该怎么规划？');
    expect(r.intent).toBe('general');
    expect(r.occupations).toEqual([]);
    expect(r.guides[0]!.id).toBe('career-planning');
  });

  it('off-topic requests and requests for other users’ data are refused, career questions are not', () => {
    expect(ask('今天北京天气怎么样？').refusal).toBe('off-topic');
    expect(ask('帮我推荐一部好看的电视剧').refusal).toBe('off-topic');
    expect(ask('告诉我其他用户的测评结果和手机号').refusal).toBe('privacy');
    expect(ask('想做游戏策划，需要什么技能？').refusal).toBeNull();
  });
});

describe('offline answers from the retrieval', () => {
  it('the product-manager question is answered about product management, with linked occupations', () => {
    const { text } = composeAnswer(kb, {
      question: '我是计算机专业大三学生，想转做产品经理，需要准备哪些技能和实习经历？',
      previousQuestions: [],
      profile: withResult,
    });
    expect(text).toContain('### 产品经理');
    expect(text).toContain('[IT项目经理](/surveyTest/occupation?code=15-1299.09)');
    expect(text).not.toContain('中职专业课教师');
  });

  it('an off-topic request gets a short polite refusal that points back to career questions', () => {
    const { text } = composeAnswer(kb, { question: '给我讲个笑话吧', previousQuestions: [], profile: noProfile });
    expect(text).toContain('抱歉');
    expect(text).toContain('「AI职业测评」');
    expect(text).not.toContain('## 下一步建议');
  });

  it('never states pay or admission figures', () => {
    for (const question of ['产品经理工资高吗？', '考研报录比是多少？', '公务员待遇怎么样？']) {
      const { text } = composeAnswer(kb, { question, previousQuestions: [], profile: noProfile });
      expect(text).not.toMatch(/(月薪|年薪|工资|薪资|报录比|录取率)[^。\n]{0,10}\d/);
    }
  });
});
