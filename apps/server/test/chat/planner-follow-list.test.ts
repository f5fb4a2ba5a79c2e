import { describe, expect, it } from 'vitest';
import { ASKS_OTHER } from '../../src/providers/llm/offline/follow-other.js';
import { rankCriterion, rankPart } from '../../src/providers/llm/offline/follow-rank.js';
import { whyNotAsked } from '../../src/providers/llm/offline/follow-why.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { followUpFailures } from '../../eval/checks-run.js';
import { askAfter } from './planner-after.js';

/*
 * Follow-ups about what the previous answer listed: which one suits a criterion, what else there is, and why
 * something was not put forward. Written for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();

function after(before: string, question: string) {
  const { first, text } = askAfter(kb, before, question);
  return { text, previousAnswer: first, failures: followUpFailures(text, first, {}) };
}

const LIST = [
  '### 出路',
  '1. **互联网研发**：做后端和前端开发，节奏快，上线前常加班。',
  '2. **银行科技岗**：作息规律、双休，收入稳定。',
  '3. **售前技术支持**：跟着销售拜访客户，讲方案，常出差。',
].join('\n');

describe('reading what a follow-up asks of a list', () => {
  it('tells criteria, requests for more and why-nots apart', () => {
    expect(rankCriterion('哪个更适合内向的人')?.name).toBe('内向的人');
    expect(rankCriterion('不想加班的话选哪个')?.name).toBe('不想加班');
    expect(rankCriterion('哪个工资高一点')?.name).toBe('收入高');
    expect(rankCriterion('内向的人适合做什么工作')).toBeNull();
    expect(ASKS_OTHER.test('还有别的选择吗')).toBe(true);
    expect(ASKS_OTHER.test('除了这些还能干啥')).toBe(true);
    expect(ASKS_OTHER.test('还有别的问题想问')).toBe(false);
    expect(whyNotAsked('为什么不推荐做测试')).toBe('测试');
    expect(whyNotAsked('你为啥没说考公')).toBe('考公');
    expect(whyNotAsked('为什么这么说')).toBeNull();
  });

  it('weighs the listed items by the criterion from what the list said of each', () => {
    const part = rankPart('不想加班的话选哪个', LIST)!;
    const text = part.lines.join('\n');
    expect(text).toMatch(/作息规律、少加班的\*\*：银行科技岗/u);
    expect(text).toMatch(/加班、出差或节奏快的\*\*：互联网研发；售前技术支持/u);
    expect(text).toContain('我更倾向银行科技岗');
    // Only the two pointed at.
    const two = rankPart('第一个和第三个比呢，哪个更适合内向的人', LIST)!;
    expect(two.lines.join('\n')).not.toContain('银行科技岗');
    expect(two.lines.join('\n')).toContain('我更倾向互联网研发');
  });
});

describe('answering from the list just given', () => {
  it('"不想加班的话选哪个" after a major\'s outlets names them sorted, with a lean', () => {
    const { text, failures } = after('计算机专业能做哪些工作？', '不想加班的话选哪个比较好');
    expect(text).toContain('按“不想加班”看上一轮说的方向');
    expect(text).toMatch(/我更倾向/u);
    expect(failures).toEqual([]);
  });

  it('"还有别的选择吗" gives options the list did not name, not more about the ones it did', () => {
    const { text, previousAnswer, failures } = after('会计专业能做哪些工作？', '还有别的选择吗？这些我都不太想做');
    expect(text).toContain('还可以看看下面这些');
    const offered = [...text.matchAll(/^- \*\*([^*（]+)/gmu)].map((m) => m[1]!);
    expect(offered.length).toBeGreaterThan(0);
    for (const name of offered) expect(previousAnswer).not.toContain(name);
    expect(failures).toEqual([]);
  });

  it('"有没有其他出路，不当老师的那种" leaves out teaching and names the listed roads without it', () => {
    const { text } = after('汉语言文学能做什么', '有没有其他出路 不当老师的那种');
    expect(text).toContain('和老师无关的还有');
    expect(text).not.toMatch(/^- \*\*[^*]*(?:教师|老师)/mu);
  });

  it('"为什么不推荐做测试" says where the list did say it and what the job is', () => {
    const { text, failures } = after('计算机专业能做哪些工作？', '为什么不推荐做测试');
    expect(text).toContain('上一轮其实说到了测试');
    expect(text).toMatch(/\*\*软件测试工程师做什么\*\*/u);
    expect(failures).toEqual([]);
  });

  it('"为什么没说当老师" about something the list never named looks at it on its own', () => {
    const { text } = after('会计专业能做哪些工作？', '为什么没说当老师');
    expect(text).toContain('上一轮没有列老师');
    expect(text).toContain('怎么入行');
  });
});
