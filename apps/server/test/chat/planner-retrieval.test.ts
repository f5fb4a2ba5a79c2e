import { describe, expect, it } from 'vitest';
import { createBm25Index } from '../../src/providers/llm/offline/bm25.js';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { readParaphrased } from '../../src/providers/llm/offline/paraphrase.js';
import { rankEntries, retrieveEntry } from '../../src/providers/llm/offline/retrieve.js';
import { readTarget } from '../../src/providers/llm/offline/triggers.js';
import { noProfile } from './planner-profiles.js';

/*
 * Questions worded in ways no entry's phrase was written for: the entry their words are nearest answers when it is
 * near enough, the everyday names of the roads they weigh are read as the content's, and a question the content
 * has nothing on is still asked to say more rather than answered by a neighbour sharing a word.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });
const at = (question: string) => {
  const r = readTarget(kb, question);
  return `${r.decision?.id ?? r.topic?.id ?? ''}/${r.case?.id ?? ''}`;
};

describe('the entry nearest a question no phrase reads', () => {
  it('answers it from that entry', () => {
    const raise = ask('新公司开的薪资只比现在多10%，值得跳吗');
    expect(raise.thinking).toContain('涨薪多少才值得跳');
    expect(raise.text).toMatch(/涨幅|涨薪/);
    const chores = ask('实习单位让我天天打杂复印，学不到东西要不要换');
    expect(chores.thinking).toContain('实习期间怎么表现');
    expect(chores.grounded).toBe(true);
  });

  it('leaves a question the content has nothing on to a clarifying question', () => {
    for (const q of [
      '同事总借钱不还我该怎么开口要',
      '宿舍室友天天打游戏到半夜吵得我睡不着怎么办',
      // '办公室' is one thing said however the segmenter cuts it, and '空调' is in no entry.
      '办公室空调太冷了穿什么好',
      '驾照要不要大学期间考完',
    ]) {
      expect(retrieveEntry(kb, q)).toBeNull();
      const { thinking, grounded } = ask(q);
      expect(grounded).toBe(false);
      expect(thinking).toContain('找不到直接对应的内容');
    }
  });

  it('weighs how much of the question an entry covers, not only how near it is', () => {
    // '半夜' and '天天' reach a topic on after-hours messages; the rest of the question is in no entry.
    const [best] = rankEntries(kb, '宿舍室友天天打游戏到半夜吵得我睡不着怎么办', 1);
    expect(best!.score).toBeGreaterThan(10);
    expect(best!.coverage).toBeLessThan(0.42);
    const [raise] = rankEntries(kb, '新公司开的薪资只比现在多10%，值得跳吗', 1);
    expect(raise!.coverage).toBeGreaterThan(0.42);
  });

  it('is not used where a phrase, a major or a job already answers', () => {
    expect(ask('电气工程就业怎么样，听说进电网很香').thinking).toContain('电气工程及其自动化');
    expect(ask('日常实习和暑期实习有啥不一样，哪个对秋招帮助大').thinking).toContain('日常实习与暑期实习');
  });
});

describe('everyday names of the roads a question weighs', () => {
  it('are read as the words the content uses', () => {
    expect(readParaphrased('本科毕业是直接上班好还是再念三年书好')).toBe('本科毕业是直接工作好还是读研好');
    expect(readParaphrased('想吃公家饭')).toBe('想考公');
    expect(readParaphrased('干了五年行政想换个行业')).toBe('干了五年行政想转行');
    expect(readParaphrased('一年就想挪窝')).toBe('一年就想跳槽');
    expect(readParaphrased('个人履历要写几页')).toBe('个人简历要写几页');
    // Sitting the exam is not yet studying on; nor is preparing for the civil service exam anything but that.
    expect(readParaphrased('考研究生要提前多久复习')).toBe('考研要提前多久复习');
    expect(readParaphrased('在职备考公务员')).toBe('在职备考公务员');
  });

  it('reach the entry where the words as said reach none', () => {
    expect(at('本科毕业是直接上班好还是再念三年书好')).toBe('kaoyan-or-job/');
    expect(at('想吃公家饭，应届生从哪开始准备')).toMatch(/^civil-service-soe-private\//);
    expect(at('暑假想找个地方见习一下积累点经验，从哪找')).toBe('find-internship/');
  });

  it('leave a question a phrase reads as it was', () => {
    // '走人' read as 辞职 would be a question about resigning; as said, it is about leaving within the first year.
    expect(at('入职才半年就想走人，会不会简历很难看')).toBe('job-hop-timing/first-year');
  });
});

describe('BM25 rarity', () => {
  it('counts a term no document holds as the rarest', () => {
    const index = createBm25Index([
      { id: 'a', fields: [{ tokens: ['实习', '简历'], weight: 1 }] },
      { id: 'b', fields: [{ tokens: ['实习'], weight: 1 }] },
    ]);
    expect(index.idf('没有的词')).toBeGreaterThan(index.idf('简历'));
    expect(index.idf('简历')).toBeGreaterThan(index.idf('实习'));
  });
});
