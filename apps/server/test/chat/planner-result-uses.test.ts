import { RIASEC_TYPES, type RiasecType } from '@lucina/contracts';
import { describe, expect, it } from 'vitest';
import type { ChatProfile } from '../../src/providers/llm/index.js';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile, profileFor } from './planner-profiles.js';

/*
 * The asker's result applied to one use: a master's, 专升本, side jobs, two letters level in the scores, a result
 * that changed. Each answers with that use's own directions for the strongest letters, states the result once for
 * that use, and never calls a weak letter strong. Written for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const ask = (question: string, profile: ChatProfile = noProfile) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile });

const ASE = profileFor(['A', 'S', 'E', 'I', 'C', 'R']);
const RCI = profileFor(['R', 'C', 'I', 'E', 'S', 'A']);

/** An asker with explicit scores (highest first in `order`). */
function scored(percent: Record<RiasecType, number>): ChatProfile {
  const order = [...RIASEC_TYPES].sort((a, b) => percent[b] - percent[a]);
  return {
    ...noProfile,
    riasec: { hollandCode: order.slice(0, 3).join(''), order, percent, takenAt: '2026-11-01T00:00:00.000Z' },
  };
}

describe('a master chosen by the result', () => {
  it('lists master directions for the three strongest letters, not undergraduate majors', () => {
    const { text } = ask('根据我的测评，考研选什么专业比较好', ASE);
    expect(text).toContain('### 按你的兴趣看读研方向');
    expect(text).toMatch(/1\. \*\*艺术型\*\*：艺术硕士/u);
    expect(text).toMatch(/2\. \*\*社会型\*\*：教育硕士/u);
    expect(text).toContain('MBA、MPA 一般要求本科毕业后工作三年左右');
    expect(text).not.toContain('### 相应的专业');
    // The weakest letter gives no direction.
    expect(text).not.toContain('**现实型**：');
  });

  it('states the result for the use in one line, without the general description of the leading type', () => {
    const { text } = ask('我的结果适合读什么研究生', ASE);
    expect(text).toContain('选读研方向时先看你的结果：你的兴趣代码是 ASE');
    expect(text).not.toContain('排在第一的艺术型意味着');
  });

  it('every order of strengths leads with its own strongest letter', () => {
    for (const first of RIASEC_TYPES) {
      const order = [first, ...RIASEC_TYPES.filter((t) => t !== first)];
      const { text } = ask('按我的测评结果考研读什么方向', profileFor(order));
      const name = kb.types.get(first)!.nameZh;
      expect(text, first).toMatch(new RegExp(`1\\. \\*\\*${name}\\*\\*：`, 'u'));
      // The lowest letter gives no direction, for side jobs either.
      const lowest = kb.types.get(order.at(-1)!)!.nameZh;
      expect(text, first).not.toContain(`**${lowest}**：`);
      expect(ask('按我的结果推荐几个副业', profileFor(order)).text, first).not.toContain(`**${lowest}**：`);
    }
  });

  it('being a master student is not choosing a master: the answer lists jobs', () => {
    const { text } = ask('我现在是研究生了，我的测评结果说明我适合做什么工作', RCI);
    expect(text).not.toContain('### 按你的兴趣看读研方向');
    expect(text).toContain('### 可以先了解的职业');
  });
});

describe('专升本 and side jobs by the result', () => {
  it("专升本 names the rule that narrows the majors and majors near the asker's own first", () => {
    const rci: ChatProfile = { ...RCI, facts: ['目前阶段：专科在读', '专业：机电一体化技术'] };
    const { text } = ask('我这个RCI的结果 专升本选啥专业好', rci);
    expect(text).toContain('相同或相近的本科专业');
    expect(text).toMatch(/\*\*(?:机械|电气|自动化|机器人|智能制造)[^*]*\*\*/u);
  });

  it('side jobs come from the strongest letters, with the contract check, and no list of careers', () => {
    const { text } = ask('根据我的结果推荐几个副业吧，下班时间能做的', ASE);
    expect(text).toContain('### 按你的兴趣挑副业');
    expect(text).toMatch(/\*\*艺术型\*\*：文案/u);
    expect(text).toContain('兼职和竞业条款');
    expect(text).not.toContain('### 可以先了解的职业');
    expect(text).not.toContain('**现实型**：上门维修');
  });
});

describe('two letters level, and a result that changed', () => {
  it('reads the nearest pair of the strongest letters from the scores, whatever the question says', () => {
    const rie = scored({ R: 78, I: 77, A: 31, S: 24, E: 58, C: 50 });
    const { text } = ask('我有两个字母分数一样，那我到底算哪一型？', rie);
    expect(text).toContain('现实型（78%）和研究型（77%）只差 1 分');
    expect(text).toContain('可以看成并列');
    expect(text).toContain('### 现实型和研究型可以兼顾的职业');
  });

  it('an exact tie is called the same score', () => {
    const tie = scored({ R: 20, I: 30, A: 70, S: 70, E: 50, C: 25 });
    const { text } = ask('测评里艺术型和社会型分数一样怎么办', tie);
    expect(text).toContain('艺术型和社会型都是 70%，分数一样');
  });

  it('a changed result keeps the letters both codes hold as the steady part', () => {
    const sec = profileFor(['S', 'E', 'C', 'A', 'I', 'R']);
    const { text } = ask('隔了一年再测结果变了，从SAE变成SEC了，哪个才是真的我', sec);
    expect(text).toContain('兴趣会随经历和所处阶段变化');
    expect(text).toContain('你之前是 SAE，现在记录里是 SEC：两次都有的社会型、企业型最稳定');
  });
});

describe('majors weighed and chosen by what the asker says', () => {
  it('大类分流 naming four majors says where each leads', () => {
    const { text, thinking } = ask('我们学校大一结束要大类分流，经管类里面会计、金融、经济学、工商管理怎么选');
    expect(thinking).toContain('大类分流怎么选专业');
    for (const name of ['会计学', '金融学', '经济学', '工商管理'])
      expect(text).toMatch(new RegExp(`\\*\\*${name}\\*\\*（[RIASEC]+）：毕业生常去`, 'u'));
  });

  it('with a result, the major whose code is nearest the strongest letters is the one leaned to', () => {
    const cei = profileFor(['C', 'E', 'I', 'S', 'R', 'A']);
    const { text } = ask('大类分流，会计、金融、经济学、工商管理选哪个好', cei);
    expect(text).toContain('会计学（CEI）最契合，我更倾向会计学');
  });

  it('a subject the asker is good at ranks the majors of the letters it stands for', () => {
    const { text } = ask('我是理科生高三，数学好物理一般，大学选什么专业');
    const majors = text.split('### 可以考虑的专业')[1]?.split('###')[0] ?? '';
    expect(majors).toMatch(/计算机|人工智能|数学|统计/u);
    expect(majors).not.toContain('考古学');
  });
});

describe('more uses of the result', () => {
  it('studying abroad takes the same directions, closed by what applying abroad asks for', () => {
    const sec = profileFor(['S', 'E', 'C', 'A', 'I', 'R']);
    const { text } = ask('按我的测评结果出国留学读什么专业好', sec);
    expect(text).toContain('选留学方向时先看你的结果');
    expect(text).toMatch(/1\. \*\*社会型\*\*：教育硕士/u);
    expect(text).toContain('语言成绩');
  });

  it('the third letter is described as adding to the first two, with its own score', () => {
    const { text } = ask('兴趣代码第三个字母重要吗', ASE);
    expect(text).toContain('第三个字母企业型（64%）是补充');
  });

  it('scores said to be level in a question about the test read the nearest pair from the scores', () => {
    const sai = scored({ R: 21, I: 71, A: 79, S: 85, E: 40, C: 33 });
    const { text } = ask('我的结果前三个分数都差不多，是不是说明我没啥特别的兴趣', sai);
    expect(text).toContain('社会型（85%）和艺术型（79%）只差 6 分');
    expect(text).toContain('不算并列');
  });
});
