import { describe, expect, it } from 'vitest';
import { chain } from './conversation.js';

/*
 * Job-search questions reaching the entry that answers them: the common questions of an interview by its kind, the
 * internship's own entry when an internship is sought, and a liking said against one's major leading the answer.
 * Written for these tests, apart from the eval sets.
 */
const ask = (q: string) => chain(q)[0]!;

describe('the common questions of an interview', () => {
  it.each(['面试一般都会问哪些常见问题', '面试官一般会问什么，想提前准备一下'])('%s: by kind of interview', (q) => {
    const answer = ask(q);
    expect(answer).toMatch(/### 面试常见问题/);
    for (const kind of ['HR 面', '业务面', '群面', '技术面']) expect(answer).toContain(kind);
  });

  it('reads what a group interview sets as its kinds of question', () => {
    expect(ask('无领导小组讨论一般会出什么题')).toMatch(/资源分配题/);
  });
});

describe('a general step of the search asked while seeking an internship', () => {
  it.each(['投了四十多个实习岗位，一个面试都没有', '暑假实习投了好多都石沉大海，怎么回事'])(
    '%s: the internship entry',
    (q) => expect(ask(q)).toMatch(/### 找实习投了很多都没回音/),
  );

  it('keeps the general entry for a job sought after an internship', () => {
    const answer = ask('实习了半年，现在找工作投了几十份简历都没回音');
    expect(answer).toMatch(/### 投了很多简历没回音/);
    expect(answer).not.toMatch(/### 找实习投了很多都没回音/);
  });

  it('answers where to look for an internship from the internship channels', () => {
    expect(ask('暑期实习在哪投简历比较好')).toMatch(/### 找实习的渠道/);
  });
});

describe('a liking said against the major', () => {
  it.each([
    ['我是学机械的，其实更喜欢写东西，能做什么工作', /编辑|文案/, '机械'],
    ['读的是财务管理，但是特别喜欢烘焙，以后能干什么', /烘焙师/, '财务管理'],
  ])('%s: the liking leads, the major is background', (q, liked, major) => {
    const answer = ask(q);
    const first = answer.search(liked);
    expect(first).toBeGreaterThan(-1);
    const background = answer.indexOf(`### ${major}`);
    // The major is said after the liking's jobs, as what carries over, not as the list of its outlets.
    expect(background === -1 || background > first).toBe(true);
    expect(answer).not.toMatch(/的主要出路/);
  });

  it('does not read 特别喜欢 as saying no to the liking', () => {
    expect(ask('学的是土木，但是特别喜欢写东西，有没有适合我的工作')).toMatch(/编辑|作家/);
  });

  it('leaves a major asked about alone to its outlets', () => {
    expect(ask('我是学会计的，以后能做什么')).toMatch(/会计学/);
  });
});
