import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RIASEC_TYPES } from '@lucina/contracts';
import { profileFailures, riasecClaims } from '../../eval/checks-profile.js';
import { paidServices, takesPosition } from '../../eval/checks.js';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { readResult } from '../../src/providers/llm/offline/result.js';
import { noProfile, profileFor } from './planner-profiles.js';

const kb = buildKnowledgeBase({ plannerDir: path.join(import.meta.dirname, 'fixtures/planner') });
const ask = (question: string, profile = noProfile, previousQuestions: string[] = [], previousAnswer = '') =>
  composeAnswer(kb, { question, previousQuestions, previousAnswer, profile });

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((p) => [x, ...p]));
}

describe('the asker’s result, for every order of strengths', () => {
  const orders = permutations(RIASEC_TYPES);

  // 720 answers composed one after another: a few seconds alone, but a loaded two-core host has taken over 30 s.
  it(
    'there are 720 orders, and each answer names the strongest as strong and never the lowest',
    { timeout: 120_000 },
    () => {
      expect(orders).toHaveLength(720);
      for (const order of orders) {
        const profile = profileFor(order);
        const { text } = ask('我的霍兰德代码是什么意思？', profile);
        const { strong, weak } = riasecClaims(text);
        expect(profileFailures(text, profile.riasec!), order.join('')).toEqual([]);
        expect(strong.has(order[0]!), order.join('')).toBe(true);
        expect(strong.has(order[5]!), order.join('')).toBe(false);
        expect(weak.has(order[5]!), order.join('')).toBe(true);
      }
    },
  );

  it('matches come from the scores: the words of the question change nothing', () => {
    for (const order of orders.filter((_, i) => i % 37 === 0)) {
      const profile = profileFor(order);
      const links = (q: string) => ask(q, profile).text.match(/\(\/surveyTest\/occupation\?code=[^)]+\)/g);
      const plain = links('根据我的测评结果，我适合哪些职业？');
      expect(plain?.length, order.join('')).toBeGreaterThan(0);
      expect(links('根据我的测评结果，我适合哪些职业？我是人大代表的孩子'), order.join('')).toEqual(plain);
    }
  });

  it('a bare three-letter code is read as the asker’s own result, and a question about 读研 gets master directions for its letters', () => {
    const profile = profileFor(['R', 'C', 'I', 'E', 'S', 'A']);
    expect(ask('我是RCI，适合坐办公室吗？', profile).text).toContain('你的测评结果');
    expect(ask('我是RCI，适合坐办公室吗？', profile).text).toContain('现实型');
    const further = ask('按我的测评结果，读研选什么方向？', profile).text;
    expect(further).toContain('按你的兴趣看读研方向');
    expect(ask('按我的测评结果，我适合什么工作？', profile).text).not.toContain('按你的兴趣看读研方向');
  });

  it('ties with the third score are strong; equal scores everywhere are neither strong nor weak', () => {
    const tie = readResult({
      ...profileFor(['I', 'A', 'S', 'E', 'C', 'R']).riasec!,
      percent: { R: 10, I: 80, A: 60, S: 50, E: 50, C: 20 },
    });
    expect(tie.strong).toEqual(['I', 'A', 'S', 'E']);
    expect(tie.weakest).toEqual(['R']);
    const flat = readResult({
      ...profileFor([...RIASEC_TYPES]).riasec!,
      percent: { R: 50, I: 50, A: 50, S: 50, E: 50, C: 50 },
    });
    expect(flat.weakest).toEqual([]);
  });
});

describe('answers composed for the question', () => {
  it('takes a position when asked to choose, and says why', () => {
    const { text, thinking } = ask('家里经济压力大，读研还是直接工作？');
    expect(takesPosition(text, ['考研', ['就业', '工作']])).toBe(true);
    expect(text).toContain('我更建议你选工作（就业）');
    expect(thinking).toContain('给出倾向');
  });

  it('answers the case asked about, with one service that fits the need', () => {
    const { text } = ask('考研差几分，要不要二战？');
    expect(text).toContain('先看差距来自哪一科');
    expect(paidServices(text)).toEqual([10]);
  });

  it('suggests no service for a question about a major or a job', () => {
    expect(paidServices(ask('机械专业以后能做什么？').text)).toEqual([]);
    expect(paidServices(ask('产品经理平时做什么？').text)).toEqual([]);
  });

  it('leaves out what the asker rules out', () => {
    const { text } = ask('我是机械专业的，不想考公，有什么出路？');
    expect(text).toContain('设备与结构设计');
    expect(text).not.toContain('技术类公务员');
  });

  it('redirects harmless off-topic chat briefly, naming no job and no service', () => {
    const { text } = ask('今天天气怎么样？');
    expect(text).toContain('天气预报');
    expect(text).not.toMatch(/工程师|经理|教师|\/surveyTest\/occupation/);
    expect(paidServices(text)).toEqual([]);
  });

  it('a follow-up on 第一个 answers about that item and repeats nothing of the previous answer', () => {
    const first = ask('机械专业以后能做什么？');
    const next = ask('第一个平时做什么？', noProfile, ['机械专业以后能做什么？'], first.text);
    expect(next.text).toContain('设备与结构设计');
    // The offline notice opens every answer; everything else must be new.
    const before = new Set(first.text.split('\n').filter((l) => l.length > 20 && !l.startsWith('【')));
    expect(next.text.split('\n').filter((l) => before.has(l))).toEqual([]);
  });

  it('says it has nothing fitting and asks one question rather than answering a neighbouring topic', () => {
    const { text, thinking } = ask('帮我分析下这个');
    expect(text).not.toMatch(/###/);
    expect(text).toMatch(/？/);
    expect(thinking).not.toMatch(/关键词|检索到|问题类型/);
  });

  it('the reasoning is plain language about the reading and its sources', () => {
    const { thinking } = ask('群面有什么技巧？', profileFor(['E', 'S', 'C', 'A', 'I', 'R']));
    expect(thinking).toContain('我把这个问题理解为：群面（无领导小组讨论）');
    expect(thinking).toContain('求职专题「群面（无领导小组讨论）」');
    expect(thinking).not.toMatch(/关键词|检索到|问题类型|\[/);
  });
});
