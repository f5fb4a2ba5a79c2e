import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { noProfile } from '../chat/planner-profiles.js';
import { kb } from './conversation.js';

/*
 * The pay of a named job ('做销售一个月能拿多少', '应届生在成都做运营工资多少'): a counsellor says what that job's pay
 * is made of, one reference line for the asker's stage and where that job's pay in that city is looked up, not the
 * same list of national averages for every job. Written for these tests, apart from the evaluation sets.
 */
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).text;

describe('the pay of a named job', () => {
  it.each([
    ['做销售一个月能拿多少钱？', /底薪加提成/u],
    ['护士工资一般多少？', /夜班费/u],
    ['会计工资一般多少', /注会|CPA/u],
    ['数据分析师工资高吗', /SQL/u],
  ])('%s: what the pay is made of, from the card', (question, made) => {
    const text = ask(question);
    expect(text).toMatch(/\*\*收入\*\*/u);
    expect(text).toMatch(made);
  });

  it("says where to look it up for the city and stage asked, by the asker's word for the job", () => {
    const text = ask('应届生在成都做运营工资大概多少？');
    expect(text).toMatch(/去哪查成都运营的准数/u);
    expect(text).toMatch(/成都市人社局/u);
    expect(text).toMatch(/应届起薪/u);
  });

  it('two unrelated jobs share no line about their pay', () => {
    const lines = (t: string) => new Set(t.split('\n').filter((l) => l.length > 20 && !l.startsWith('【')));
    const a = lines(ask('做销售一个月能拿多少钱？'));
    const b = ask('护士工资一般多少？')
      .split('\n')
      .filter((l) => a.has(l));
    expect(b.filter((l) => !l.startsWith('【离线助手】'))).toEqual([]);
  });

  it('a commission job is compared by how its commission is paid, a salaried one by its months', () => {
    expect(ask('做销售一个月能拿多少钱？')).toMatch(/底薪和提成分开问/u);
    expect(ask('数据分析师工资高吗')).toMatch(/一年发几个月/u);
  });
});
