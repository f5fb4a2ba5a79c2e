import { describe, expect, it } from 'vitest';
import { routesIn } from '../../src/providers/llm/offline/routes.js';

/*
 * An occupation family is the one the asker wants to enter, not a person acting on them in the scene ('HR问我期望薪资',
 * '医生说我不能熬夜'), nor a word that only shares its characters ('国企薪酬怎么样' asks about pay, not HR work).
 * Written for these tests, apart from the evaluation sets.
 */
const families = (q: string) => routesIn(q).map((r) => r.family);

describe('a family named as someone acting on the asker', () => {
  it.each([
    '面试的时候HR问期望薪资，说多少合适，我在成都，做UI',
    'HR打电话让我明天去面试，要准备什么',
    'HR说我的简历不错但是学历不够',
  ])('%s: no HR route', (q) => expect(families(q)).not.toContain('人力资源'));

  it.each(['想转行做HR，需要考什么证', 'HR这个岗位前途怎么样', '人力资源管理专业怎么考证'])('%s: the HR route', (q) =>
    expect(families(q)).toContain('人力资源'),
  );
});

describe('pay words are not the HR family', () => {
  it('"国企薪酬怎么样" names no HR work; "薪酬专员要会什么" does', () => {
    expect(families('国企薪酬怎么样')).not.toContain('人力资源');
    expect(families('薪酬专员要会什么')).toContain('人力资源');
  });
});

describe("a bank holding the asker's paperwork is not the finance family", () => {
  it.each(['跳槽谈薪，HR还要看我银行流水', '工资打到银行卡上少了两百'])('%s: no route', (q) =>
    expect(families(q)).toEqual([]),
  );

  it('"想去银行工作" is the finance family', () => expect(families('想去银行工作')).toContain('金融'));
});
