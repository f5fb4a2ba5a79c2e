import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../eval/checks.js';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { readChoice } from '../../src/providers/llm/offline/choice.js';
import { payPart } from '../../src/providers/llm/offline/pay.js';
import { placesIn } from '../../src/providers/llm/offline/places.js';
import { noProfile } from './planner-profiles.js';

/*
 * Pay rules, public-sector pay and choosing a city, as people ask about them: each question reaches the entry that
 * answers it with the legal rates and their source, and a choice of city said without 还是 still gets a position in
 * the asker's own place names. Questions written for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });

const ENTRIES: Array<{ entry: string; questions: string[] }> = [
  { entry: '加班费按几倍算', questions: ['五一上班公司说给调休，加班费怎么算才对', '春节上班能拿几倍工资'] },
  { entry: '试用期工资打折合不合法', questions: ['试用期工资打七折正常吗', '试用期只给我4000，合同写的5500'] },
  { entry: '最低工资标准怎么查', questions: ['老板给的钱是不是低于最低工资了，怎么判断', '最低工资标准包括加班费吗'] },
  { entry: '公积金能做什么、离职后能不能取', questions: ['辞职了公积金能取出来吗', '公积金封存了怎么办'] },
  { entry: '公积金只交 5% 合不合法', questions: ['公司公积金只交5%，合法吗'] },
  { entry: '考公上岸后能拿多少', questions: ['考公上岸后一个月大概多少，乡镇公务员工资高吗'] },
  { entry: '事业单位（含公办学校、医院）的工资构成', questions: ['事业编工资由什么组成？薪级工资是啥'] },
  { entry: '各行业平均工资', questions: ['想知道各行业平均工资排名，哪个行业最高'] },
  { entry: '年终奖怎么扣税', questions: ['年终奖个税怎么算，听说可以单独计税'] },
  { entry: '工科生去工厂、制造业的收入', questions: ['电气专业毕业去工厂待遇怎么样'] },
  { entry: '不同城市的生活成本怎么比', questions: ['广州和杭州哪个生活成本低一点，消费水平差多少'] },
  { entry: '年终奖少发、没发，能不能维权', questions: ['说好的年终奖三个月，结果只发了半个月，怎么办'] },
  // A case written for 上海 does not answer about another city.
  { entry: '应届生在各城市落户', questions: ['应届生落户南京有什么条件'] },
];

describe('pay and city questions reach the entry that answers them', () => {
  for (const { entry, questions } of ENTRIES)
    for (const q of questions)
      it(`${q} → ${entry}`, () => {
        expect(ask(q).thinking).toContain(entry);
      });
});

describe('legal rates are stated with their source', () => {
  it('gives all three overtime rates and the article they come from', () => {
    const { text } = ask('周末加班只给调休不给钱，加班费怎么算');
    for (const rate of ['150%', '200%', '300%', '第四十四条', '21.75']) expect(text).toContain(rate);
  });

  it('gives the 80% floor of probation pay and its regulation', () => {
    const { text } = ask('试用期工资打八折，合同写8000只给6000，合法吗');
    expect(text).toContain('80%');
    expect(text).toMatch(/实施条例|第二十条/u);
  });

  it('says 5% is the lawful minimum of the housing fund, not an illegal rate', () => {
    const { text } = ask('公积金只交5%是不是太低了');
    expect(text).toContain('合法的最低档');
    expect(text).toContain('第十八条');
  });

  it.each(['春节上班能拿几倍工资', '试用期只给我4000，合同写的5500', '想知道各行业平均工资排名，哪个行业最高'])(
    'names a source for every figure it states: %s',
    (q) => {
      const failures = checkAnswer(ask(q).text, {}, { question: q, hollandCode: null });
      expect(failures.filter((f) => f.check === 'figures')).toEqual([]);
    },
  );
});

describe('a choice of city said without 还是', () => {
  it('takes a position in the places the asker named', () => {
    const { text } = ask('想去深圳做设计，但是爸妈在老家一直叫我回长沙，怎么办');
    expect(text).toMatch(/我更建议你选(?:深圳|长沙)（/u);
  });

  it('reads two places weighed by their pay', () => {
    const { text } = ask('在老家县城月薪四千五，在苏州能拿九千，算下来哪个划算');
    expect(text).toMatch(/我更建议你选(?:老家|县城|苏州)/u);
  });

  it('reads 北上广深 as a place weighed, and speaks of the family left behind', () => {
    expect(placesIn('北上广深还是回老家').small).toContain('北上广深');
    const { text } = ask('毕业去北上广深还是回老家？爸妈都在老家');
    expect(text).toContain('**北上广深**');
    expect(text).toMatch(/离家远近和家人/u);
  });
});

describe('asked how much or how it is computed', () => {
  it('puts the points that state the rates in the answer', () => {
    const { text } = ask('加班到晚上十一点有没有加班费，怎么算');
    expect(text).toMatch(/百分之一百五十|150%/u);
    expect(text).toMatch(/百分之三百|300%/u);
  });
});

describe('two offers weighed', () => {
  it('reads two options run together, named without their pay', () => {
    expect(readChoice('两个offer，一个国企8k一个民企12k')?.options).toEqual(['国企', '民企']);
    expect(readChoice('一个18k一个15k但是15k那家双休，咋选')?.options).toEqual(['18k', '15k']);
  });

  it('leans to the one that brings what the asker says matters', () => {
    const { text } = ask('同城两个offer，一个国企8k一个民企12k，我比较看重稳定');
    expect(text).toMatch(/我更建议你选国企/u);
  });
});

describe('a pay figure asked again about another place', () => {
  it('sets it against the place asked before, by their tiers', () => {
    const same = payPart('在成都做运营月薪8000算高吗', '在杭州做运营月薪8000算高吗')!.lines.join('\n');
    expect(same).toContain('**换到成都**：成都和杭州都算常说的新一线城市');
    const up = payPart('在上海做运营月薪8000算高吗', '在杭州做运营月薪8000算高吗')!.lines.join('\n');
    expect(up).toMatch(/换到上海\*\*：上海是常说的一线城市、杭州是新一线城市，同岗位在上海一般给得更高/u);
  });

  it('leaves a first question as it was', () => {
    const first = payPart('在成都做运营月薪8000算高吗')!.lines.join('\n');
    expect(first).not.toContain('换到');
    expect(first).toContain('在成都（常说的新一线城市）看这个数');
  });
});
