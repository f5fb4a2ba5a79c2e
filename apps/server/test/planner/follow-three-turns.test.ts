import { describe, expect, it } from 'vitest';
import { chain, kb } from './conversation.js';
import { cityPointed } from '../../src/providers/llm/offline/follow-city.js';
import { namedMajors, searchJobs } from '../../src/providers/llm/offline/named.js';
import { readAlone } from '../../src/providers/llm/offline/understand.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * Follow-ups in conversations of two and three turns: what they point at, the side they ask again, and what the
 * asker said in an earlier turn. Written for these tests, apart from the evaluation sets.
 */

describe('a place pointed back at', () => {
  it('is the city the conversation named', () => {
    expect(cityPointed('刚才说的城市，新人工资大概多少？', ['我在杭州读电商专业，毕业做什么好？'], '')).toBe(
      '杭州，新人工资大概多少？',
    );
    expect(cityPointed('那个城市房租高吗', ['想去成都做设计'], '')).toBe('成都房租高吗');
    expect(cityPointed('那边好找工作吗', ['程序员值得去哪'], '武汉的光谷有不少软件公司。')).toBe('武汉好找工作吗');
  });

  it('is left when the question names a city, asks which, or nothing named one', () => {
    expect(cityPointed('刚才说的城市和南京比呢', ['我在杭州读书'], '')).toBeNull();
    expect(cityPointed('去哪个城市好', ['我在杭州读书'], '')).toBeNull();
    expect(cityPointed('刚才说的城市工资多少', ['会计专业能做什么'], '北京、上海和深圳机会多。')).toBeNull();
  });

  it('answers about that city', () => {
    const last = chain('我在西安读计算机，毕业做什么好？', '刚才说的城市，新人工资大概多少？').at(-1)!;
    expect(last).toContain('西安');
  });
});

describe('words about the asker, not a job or a major', () => {
  it('reads no job in how far along the asker is', () => {
    expect(searchJobs(kb, '零基础要学多久')).toEqual([]);
    const last = chain('转行做UI设计需要学什么？', '零基础要学多久？').at(-1)!;
    expect(last).not.toMatch(/护士|护理/);
  });

  it('reads no major in a subject said to be weak, even as 一般', () => {
    expect(namedMajors(kb, '我英语一般，更适合哪个')).toEqual([]);
    expect(namedMajors(kb, '计算机专业一般找什么工作').map((m) => m.name)).toContain('计算机科学与技术');
  });

  it('rules out the place, not going into it', () => {
    expect(readAlone(kb, '我是机械专业的，不想进工厂，还能做什么？', noProfile).slots.avoid).toContain('工厂');
    const first = chain('我是机械专业的，不想进工厂，还能做什么？')[0]!;
    expect(first).not.toContain('工艺与制造工程师');
  });
});

describe('a choice asked again with what the asker says of themselves', () => {
  it('takes a side between the two options weighed just before', () => {
    for (const trait of ['我英语一般，更适合哪个？', '我比较内向，更适合哪个？']) {
      const last = chain('外企和国企哪个好？', trait).at(-1)!;
      expect(last).toMatch(/我更建议你选(?:国企|外企)/);
    }
  });
});

describe('a side of a listed item', () => {
  it('answers how to apply for the item pointed at', () => {
    const last = chain('统计学专业能做哪些工作？', '第一个怎么投递？').at(-1)!;
    expect(last).toContain('投递与求职渠道');
    expect(last).toMatch(/秋招|内推/);
  });

  it('keeps the side asked the turn before when only the place changes', () => {
    const [, , third] = chain('会计专业能做什么？', '第一个工资多少？', '那第三个呢？');
    expect(third).toMatch(/### .+：收入/);
    const [, second, last] = chain('我是机械专业的，不想进工厂，还能做什么？', '第一个要求高吗？', '那第二个呢？');
    expect(second).toContain('入门路径');
    expect(last).toContain('入门路径');
  });
});

describe('quitting to prepare, asked in a career-change thread', () => {
  it('weighs quitting first against looking while employed', () => {
    const last = chain('护士可以转什么行？', '第二个需要什么条件？', '我应该现在辞职去准备吗？').at(-1)!;
    expect(last).toMatch(/裸辞|骑驴找马|在职/);
  });
});

describe('a short follow-up', () => {
  it('gets no heading that only repeats it', () => {
    const last = chain('简历怎么写才能吸引HR？', '举个例子').at(-1)!;
    expect(last).not.toMatch(/^#+ .*举个例子/mu);
    expect(last).toMatch(/例子/);
  });
});

describe('a choice asked again with one condition changed', () => {
  it('names both options in the position, not only the one it leans to', () => {
    const last = chain('要不要出国读研？', '如果家里预算不多呢？').at(-1)!;
    expect(last).toMatch(/\*\*在.*(?:留学|出国).*和.+之间，我更建议你选.+\*\*/u);
  });
});

describe('a bare why after a list of outlets', () => {
  it('gives each listed item the reason its description holds', () => {
    const last = chain('会计专业能做什么？', '为什么').at(-1)!;
    expect(last).toMatch(/- \*\*会计师事务所审计\*\*：因为成长快/u);
    expect(last).not.toContain('来自站内资料');
  });
});
