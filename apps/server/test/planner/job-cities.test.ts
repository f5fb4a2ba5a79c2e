import { describe, expect, it } from 'vitest';
import { chain } from './conversation.js';

/*
 * Where a kind of work concentrates, asked with no city named ('做产品经理去哪些城市'): the cities known for that
 * line of work, each with who employs there, first; also when the job was named a turn before ('这个岗位哪些城市
 * 机会多'). Written for these tests, apart from the eval sets.
 */
describe("a job's cities", () => {
  it.each([
    ['想做产品经理，哪几个城市机会多', '产品经理', /北京[\s\S]*深圳[\s\S]*杭州/u],
    ['干游戏美术的一般去什么城市', '游戏这一行', /上海[\s\S]*广州/u],
    ['做硬件工程师去哪里发展比较好', '嵌入式/硬件工程师', /深圳/u],
  ])('%s: the cities that work is in, with why', (q, name, cities) => {
    const answer = chain(q)[0]!;
    expect(answer).toContain(`### ${name}：机会集中的城市`);
    expect(answer).toMatch(cities);
  });

  it('reads the job from the turn before', () => {
    const answer = chain('UI设计师主要做什么', '那这个岗位在哪些城市机会多')[1]!;
    expect(answer).toContain('### UI/交互设计师：机会集中的城市');
  });

  it('leaves a question that names its cities to the cities named', () => {
    expect(chain('做产品经理去北京还是杭州')[0]!).not.toContain('机会集中的城市');
  });
});

describe('one city asked of a line of work', () => {
  it('says whether the city is among those the work concentrates in, and where else it is', () => {
    const answer = chain('想去成都做游戏美术，成都的游戏公司多吗')[0]!;
    expect(answer).toContain('### 游戏公司岗位在成都的机会');
    expect(answer).toMatch(/\*\*成都\*\*是游戏公司岗位机会较集中的城市之一/u);
    expect(answer).toMatch(/\*\*上海\*\*/u);
  });
  it('says so when the city is not among them', () => {
    const answer = chain('在长沙做硬件工程师，机会多吗')[0]!;
    expect(answer).toMatch(/\*\*长沙\*\*不在.{0,20}最集中的几座城市里/u);
    expect(answer).toMatch(/\*\*深圳\*\*/u);
  });
});
