import { describe, expect, it } from 'vitest';
import { chain } from './conversation.js';
import { isAction } from '../../src/providers/llm/offline/follow-outline.js';
import { metaAsked } from '../../src/providers/llm/offline/follow-meta.js';

/*
 * '具体怎么做', '展开说说' after a topic's answer: its first steps in order and in more detail, not a neighbouring
 * topic. Written for these tests, apart from the evaluation sets.
 */

const point = (gist: string) => ({ name: gist, gist, step: false, labelled: false, pitfall: false });

describe('a thing to do said after a lead or a modal', () => {
  it('counts as a step, a fact or a citation does not', () => {
    expect(isAction(point('秋招前要准备好简历、作品集和一段实习'))).toBe(true);
    expect(isAction(point('投递前要看清岗位要求'))).toBe(true);
    expect(isAction(point('建立投递表格'))).toBe(true);
    expect(isAction(point('提前批多在暑期开启'))).toBe(false);
    expect(isAction(point('按《劳动合同法》第二十条'))).toBe(false);
  });
});

describe('asking for more detail of a topic', () => {
  it('reads 展开说说 and its like as a request about the answer', () => {
    for (const q of ['展开说说', '能详细讲讲吗', '说得详细一点']) expect(metaAsked(q)).toBe('detail');
    expect(metaAsked('具体该怎么说')).toBe('example');
    // A point named is that point explained, not the whole answer as a plan.
    expect(metaAsked('展开说说项目经历那块怎么写')).not.toBe('detail');
  });

  it('answers 具体怎么做 after a topic that states its advice with modals as a plan of its steps', () => {
    const last = chain('网申有什么要注意的', '具体怎么做').at(-1)!;
    expect(last).toContain('第 1–2 周');
    expect(last).not.toContain('紧挨着的一步');
  });

  it('answers 展开说说 with the steps, in order, with what counts as done', () => {
    const last = chain('跳槽前要做哪些准备', '展开说说').at(-1)!;
    expect(last).toMatch(/第 1–2 周[\s\S]*第 3–4 周/u);
    expect(last).toContain('做完的标志');
  });
});
