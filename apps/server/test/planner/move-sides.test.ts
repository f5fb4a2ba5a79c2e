import { describe, expect, it } from 'vitest';
import { readChoice } from '../../src/providers/llm/offline/choice-read.js';
import { metaAsked } from '../../src/providers/llm/offline/follow-meta.js';
import { namedJobs } from '../../src/providers/llm/offline/named.js';
import { orSides } from '../../src/providers/llm/offline/or-sides.js';
import { readTarget } from '../../src/providers/llm/offline/triggers.js';
import { chain, kb } from './conversation.js';

/*
 * Moving jobs as people ask it: the sides of a stay-or-go said in short verbs (or-sides.ts), an entry written for a
 * situation the asker is not in (entry-premise.ts), and a change of line said with 想转 (choice-read.ts).
 */

describe('a stay-or-go said in short verbs', () => {
  it('reads the two sides as said', () => {
    expect(orSides('老板说给我涨30%让我留下，新offer涨40%，留还是走')).toEqual(['留', '走']);
    expect(orSides('是等年终奖拿了再走还是直接走')).toEqual(['等年终奖拿了再走', '直接走']);
    // 还是 saying 'still' is no choice.
    expect(orSides('投了好多家，还是想当老师')).toBeNull();
  });
  it("says the position in the asker's own word", () => {
    const [answer] = chain('提了离职，老板马上说给我涨30%让我留下，新offer涨40%，留还是走');
    expect(answer).toMatch(/我更建议你选(?:走|留下?)（/u);
  });
});

describe('an entry written for a situation the asker is not in', () => {
  it('is no layoff for one who means to quit', () => {
    const quit = readTarget(kb, '存款够半年，想裸辞休息一段时间再找，还是先忍着边上班边找？');
    expect(quit.decision?.id).toBe('quit-without-offer');
    // Laid off, resting first is still the layoff's case.
    expect(readTarget(kb, '被裁了，想先休息一段时间再找').decision?.id).toBe('after-layoff');
  });
  it('is no jobless graduate for one who works', () => {
    expect(readTarget(kb, '毕业半年在成都做测试，现在一家杭州公司给11k做开发，要不要跳').decision?.id).toBe(
      'job-hop-timing',
    );
    expect(readTarget(kb, '毕业半年了还没找到工作，怎么办').case?.id).toBe('no-offer-graduate');
  });
});

describe('a change of line said with 想转', () => {
  it('weighs the two lines, not the wanting', () => {
    expect(readChoice('做了两年行政，想转hr或者转运营，哪个更适合我')?.options).toEqual(['hr', '运营']);
    // 转行 itself stays whole.
    expect(readChoice('转行还是考研')?.options).toEqual(['转行', '考研']);
  });
});

describe('what leaving now would bring', () => {
  it('asks whether to leave, over the topic of what prompted it', () => {
    const target = readTarget(kb, '入职才半年，发现领导天天pua，加班到十点，现在跳槽的话简历会不会很难看啊');
    expect(target.decision?.id).toBe('job-hop-timing');
    // Asked about the treatment itself, its topic still answers.
    expect(readTarget(kb, '领导天天pua我，怎么办').topic).toBeDefined();
  });
});

describe('quitting to change line', () => {
  it('is the change, read from the rest of the question, not the burnout of quitting', () => {
    const [answer] = chain('在公立小学当了四年语文老师，有编制，26岁，实在太累了想辞职转行，能转啥？又舍不得编制');
    expect(answer).toMatch(/编制/u);
    expect(answer).not.toMatch(/太累了想裸辞休息/u);
    // Quitting to rest, with no change of line, is still 裸辞's.
    expect(chain('工作太累了想辞职')[0]).toMatch(/裸辞/u);
  });
});

describe('a gap said to be too long after quitting', () => {
  it("is a thing in the asker's life, not a request to shorten the answer", () => {
    expect(metaAsked('那裸辞之后空窗期太长，面试怎么解释？')).toBeNull();
    expect(metaAsked('太长了，总结一下')).toBe('simpler');
  });
  it('is answered by the gap, not by what to say after a layoff', () => {
    const [, answer] = chain('我想裸辞，可以吗', '那裸辞之后空窗期太长，面试怎么解释？');
    expect(answer).toMatch(/空窗/u);
    expect(answer).not.toMatch(/被裁员、被辞退后/u);
  });
});

describe('what matters said after a choice', () => {
  it('asks the choice again with it, and takes a side', () => {
    const [, answer] = chain('手上两个offer，一个国企一个互联网，怎么选', '如果我更看重以后能在一个城市安稳下来呢？');
    expect(answer).toMatch(/我更建议你选(?:国企|互联网)/u);
  });
});

describe('a trade named by what is done in it', () => {
  it('is its card: 转外贸 is 外贸业务员, not the teaching the asker leaves', () => {
    const jobs = namedJobs(kb, '英语专业，在培训机构当了三年英语老师，想转外贸行不行');
    expect(jobs.roles[0]?.name).toBe('外贸业务员');
  });
});

describe('a leaving certificate withheld', () => {
  it('is answered with the article that obliges the employer', () => {
    const [answer] = chain('前公司一直拖着不给开离职证明，新公司入职要，怎么办');
    expect(answer).toMatch(/劳动合同法》第五十条/u);
  });
});
