import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { noProfile } from '../chat/planner-profiles.js';
import { ruledOutLists } from '../../src/providers/llm/offline/clause-role.js';
import { chain, kb } from './conversation.js';

/*
 * Written for these tests, one class each: a bare 咨询师 beside 心理 is the psychological counsellor; a case found by
 * the family's words (爸妈让我回老家考公) is their plan, so its lean does not outweigh the road the asker calls their own;
 * a boss taking the credit, however it is put (把功劳抢走, 拿去邀功), and how to check an employer are answered from
 * their own entries; books asked for planning one's career are named, while an exam's books stay with that exam; a
 * direction sought with a condition said as what to avoid (不想坐办公室，有什么工作推荐, 不用天天对着电脑) is that
 * condition's entry, and what is ruled out ends where the question's asking words begin.
 */
const read = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });

describe('咨询师 beside 心理', () => {
  it('is the psychological counsellor, and elsewhere the consultant', () => {
    for (const q of ['心理学专业本科毕业能直接当咨询师吗', '学心理学的想当咨询师需要什么条件'])
      expect(
        read(q).reading.roles.map((r) => r.id),
        q,
      ).toEqual(['counselor']);
    expect(read('管理咨询师做什么').reading.roles.map((r) => r.id)).toEqual(['consultant']);
  });
});

describe("the family's plan against the asker's own road", () => {
  it.each([
    ['我爸妈让我回老家考公，我想留在上海，怎么跟他们沟通', '上海'],
    ['家里让我回老家考编，我自己想去杭州，怎么选', '杭州'],
  ])('%s: leans to the road the asker calls theirs, with the family’s worry answered', (q, own) => {
    const answer = chain(q)[0]!;
    expect(answer).toMatch(new RegExp(`\\*\\*我更建议你选${own}`, 'u'));
    expect(answer).not.toContain('**我更建议你选回老家');
    expect(answer).toContain('一份有期限的计划');
  });
});

describe('a boss taking the credit, and checking an employer', () => {
  it.each(['领导总是把功劳抢走怎么办', '领导把我做的方案拿去邀功', '上司老是抢功，我该怎么办'])(
    '%s: the entry on a boss taking the credit',
    (q) => {
      const answer = chain(q)[0]!;
      expect(read(q).reading.topic?.id).toBe('boss-takes-credit');
      expect(answer).toMatch(/周报/u);
      expect(answer).not.toContain('能再具体说说吗');
    },
  );

  it('leaves a colleague taking the credit and a good word about one’s boss to their own readings', () => {
    expect(read('同事抢我功劳怎么办').reading.topic?.id).toBe('coworker-conflict');
    expect(read('我们领导很好，项目成果也不错').reading.topic?.id).not.toBe('boss-takes-credit');
  });

  it.each(['怎么判断一家公司是不是坑', '这家公司靠不靠谱啊，怎么查', '怎么知道公司是不是皮包公司'])(
    '%s: how to check it, with the law it rests on',
    (q) => {
      const answer = chain(q)[0]!;
      expect(answer).toMatch(/国家企业信用信息公示系统/u);
      expect(answer).toMatch(/《中华人民共和国劳动合同法》第九条/u);
    },
  );

  it('leaves a major called a trap to the major', () => {
    expect(read('计算机专业是不是坑').reading.topic?.id).not.toBe('company-check');
  });
});

describe('books', () => {
  it('names books for planning a career, and leaves an exam’s books to the exam', () => {
    const answer = chain('给我推荐几本职业规划的书')[0]!;
    expect(answer).toMatch(/《你的降落伞是什么颜色？》/u);
    expect(read('很迷茫，有什么书可以看看吗').reading.topic?.id).toBe('career-books');
    expect(read('考研英语看什么书').reading.topic?.id).not.toBe('career-books');
    expect(read('教资用什么书').reading.topic?.id).not.toBe('career-books');
  });
});

describe('a direction sought by what to avoid', () => {
  it.each(['不想坐办公室，有什么工作推荐', '有没有不用天天对着电脑的工作，我坐不住', '不想天天对着电脑，有什么工作'])(
    '%s: the condition’s entry',
    (q) => {
      const answer = chain(q)[0]!;
      expect(answer).toContain('不坐办公室、户外的工作');
      expect(answer).not.toContain('能再具体说说吗');
    },
  );

  it('ends what is ruled out where the asking words begin', () => {
    expect(ruledOutLists('不想坐办公室有什么工作')).toEqual(['坐办公室']);
    expect(ruledOutLists('除了考研和当心理咨询师还能做什么')).toEqual(['考研和当心理咨询师']);
  });
});

describe('two jobs set side by side, and the turn after', () => {
  it('compares a card with a catalogue job the question names, asked at once or by 它 a turn later', () => {
    expect(chain('数据科学家和数据分析师有什么区别')[0]).toContain('### 数据分析师和数据科学家的区别');
    const [, after] = chain('数据科学家是做什么的', '它和数据分析师有什么区别');
    expect(after).toContain('### 数据分析师和数据科学家的区别');
  });

  it('weighs the two on the side asked next, not the comparison’s labels', () => {
    const [, , pay] = chain('产品经理要会哪些技能', '它和项目经理有什么区别', '哪个工资高');
    expect(pay).toMatch(/论收入我更建议你选/u);
    expect(pay).not.toContain('先看做的事');
  });
});

describe('a length of study is no year of it', () => {
  it('reads 读研一年制 as no 研一, and 我研一 as one', () => {
    expect(read('去国外读研一年制硕士回国认可吗').reading.slots.stage).toBeUndefined();
    expect(read('我研一，想找实习').reading.slots.stage).toBe('研一');
  });
});

describe('entries that need their own words said', () => {
  it('leaves 不想读研 without 保研 to the search for a direction', () => {
    expect(read('不想读研，有什么工作适合我').reading.case?.id).not.toBe('give-up-baoyan');
    expect(read('能保研但是不想读研').reading.case?.id).toBe('give-up-baoyan');
  });

  it('takes a position between two subject combinations', () => {
    expect(chain('物化生和物化地选哪个')[0]).toMatch(/\*\*在物化生和物化地之间，我更建议你选物化生\*\*/u);
  });
});
