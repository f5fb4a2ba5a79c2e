import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { payFigures, payPart } from '../../src/providers/llm/offline/pay.js';
import { annualTax, grossFromNet, takeHome } from '../../src/providers/llm/offline/take-home.js';
import { noProfile } from './planner-profiles.js';

/*
 * A pay figure in a question gets a reading: what reaches the account (computed from the social insurance, housing
 * fund and income tax rules, checked here against cases worked by hand), and how to judge it where it is paid.
 * Questions written for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });

describe('annual income tax (综合所得年度税率表)', () => {
  it('applies the bracket and its quick deduction', () => {
    expect(annualTax(-100)).toBe(0);
    expect(annualTax(36000)).toBeCloseTo(1080); // 36000 × 3%
    expect(annualTax(51600)).toBeCloseTo(2640); // 51600 × 10% − 2520
    expect(annualTax(144000)).toBeCloseTo(11880); // 144000 × 10% − 2520
    expect(annualTax(300000)).toBeCloseTo(43080); // 300000 × 20% − 16920
  });
});

describe('take-home estimate', () => {
  // Worked by hand: contributions = pay × (10.5% + fund); tax = ((pay − contributions − 5000) × 12 taxed) / 12.
  it.each([
    // 8000, fund 5%: 1240; (8000 − 1240 − 5000) × 12 = 21120 → 633.6 a year → 52.8; 8000 − 1240 − 52.8
    [8000, 0.05, 1240, 52.8, 6707.2],
    // 8000, fund 12%: 1800; 1200 × 12 = 14400 → 432 → 36
    [8000, 0.12, 1800, 36, 6164],
    // 12000, fund 12%: 2700; 4300 × 12 = 51600 → 5160 − 2520 = 2640 → 220
    [12000, 0.12, 2700, 220, 9080],
    // 20000, fund 5%: 3100; 11900 × 12 = 142800 → 14280 − 2520 = 11760 → 980
    [20000, 0.05, 3100, 980, 15920],
    // 20000, fund 12%: 4500; 10500 × 12 = 126000 → 12600 − 2520 = 10080 → 840
    [20000, 0.12, 4500, 840, 14660],
    // 5000, fund 5%: 775; below the basic deduction, no tax
    [5000, 0.05, 775, 0, 4225],
  ])('税前 %d, 公积金 %d', (pay, fund, contributions, tax, net) => {
    const t = takeHome(pay, fund);
    expect(t.contributions).toBeCloseTo(contributions);
    expect(t.tax).toBeCloseTo(tax);
    expect(t.net).toBeCloseTo(net);
    expect(t.employerFund).toBeCloseTo(pay * fund);
  });

  it('counts the extra months of 13薪 in the year, taxed with the rest', () => {
    // 15000 × 13 = 195000; contributions 15000 × 22.5% × 12 = 40500; taxable 195000 − 40500 − 60000 = 94500
    // → 9450 − 2520 = 6930; net 195000 − 40500 − 6930 = 147570.
    const t = takeHome(15000, 0.12, 13);
    expect(t.year.gross).toBe(195000);
    expect(t.year.contributions).toBeCloseTo(40500);
    expect(t.year.tax).toBeCloseTo(6930);
    expect(t.year.net).toBeCloseTo(147570);
  });
});

describe('pay figures in a question', () => {
  const one = (q: string) => payFigures(q).map((f) => [f.amount, f.per, f.net, f.months ?? null]);
  it.each([
    ['税前12k到手多少', [[12000, 'month', false, null]]],
    ['税前一万五在北京能攒多少', [[15000, 'month', false, null]]],
    ['月薪1w5在成都够花吗', [[15000, 'month', false, null]]],
    ['底薪三千五加提成算低吗', [[3500, 'month', false, null]]],
    ['应届硕士年薪20万正常吗', [[200000, 'year', false, null]]],
    ['总包15w算什么水平', [[150000, 'year', false, null]]],
    ['深圳月薪15k，13薪这个水平咋样', [[15000, 'month', false, 13]]],
    ['到手6000在西安够不够用', [[6000, 'month', true, null]]],
    [
      '上海18k*15和杭州20k*13选哪个',
      [
        [18000, 'month', false, 15],
        [20000, 'month', false, 13],
      ],
    ],
  ])('%s', (q, want) => {
    expect(one(q)).toEqual(want);
  });

  it('leaves out differences, years and questions not about pay', () => {
    expect(payFigures('同样的岗位，北京比成都高3000，值得去吗')).toEqual([]);
    expect(payFigures('到手比offer少了快两千')).toEqual([]);
    expect(payFigures('2026届毕业生工资多少')).toEqual([]);
    expect(payFigures('考研英语一考了2000个单词够吗')).toEqual([]);
  });
});

describe('the reading of a figure', () => {
  it('gives take-home, the national averages and where to look, for a figure and a tier', () => {
    const text = payPart('在二线城市月薪8000算高吗')!.lines.join('\n');
    expect(text).toContain('到手约 6,160–6,710 元');
    expect(text).toContain('1,240–1,800');
    expect(text).toMatch(/国家统计局.*2023 年/);
    expect(text).toContain('人社局');
    expect(text).toMatch(/二线城市看这个数/);
    expect(text).toMatch(/缴费基数/);
  });

  it('compares two offers in two cities over the year', () => {
    const text = payPart('上海 offer 18k*15 和杭州 20k*13 怎么选')!.lines.join('\n');
    expect(text).toMatch(/一年发 15 个月，税前约 27万元/);
    expect(text).toMatch(/一年发 13 个月，税前约 26万元/);
    expect(text).toMatch(/上海和杭州的房租差/);
  });

  it('says what is left each month when asked what can be saved', () => {
    expect(payPart('月薪一万在杭州能存多少钱')!.lines.join('\n')).toMatch(/每月能存多少/);
  });

  it('breaks a total down when it is said beside the monthly pay', () => {
    const text = payPart('hr说总包30w，但是月薪只有18k，剩下的是什么')!.lines.join('\n');
    expect(text).toMatch(/18k×12 是 21\.6万元，剩下约 8\.4万元/);
    expect(text).not.toMatch(/放在一起比/);
  });

  it('adds up the pay of a couple instead of weighing it', () => {
    const text = payPart('我老婆在苏州月薪6k我8k，两个人能在苏州买房吗')!.lines.join('\n');
    expect(text).toMatch(/两人合起来/);
    expect(text).not.toMatch(/放在一起比/);
  });

  it('sets pay said after tax against the averages as the pre-tax pay it comes from', () => {
    expect(takeHome(grossFromNet(8000, 0.085), 0.085).net).toBeCloseTo(8000);
    expect(payPart('到手8000在成都算中等吗')!.lines.join('\n')).toMatch(/倒推税前约每月 10,000 元/);
  });

  it('sets two salaries against the days and hours they are worked', () => {
    // 8000 ÷ 21.75 = 367.8 a day, ÷ 8 = 46; 12000 ÷ (21.75 + 26/12 = 23.92) = 501.7 a day, ÷ 8 = 62.7.
    const text = payPart('工资8k但是双休不加班，要不要跳去12k但是大小周的')!.lines.join('\n');
    expect(text).toMatch(/8k双休（每月约 21\.8 天）折合每天约 370 元、每小时约 46 元/);
    expect(text).toMatch(/12k大小周（每月约 23\.9 天）折合每天约 500 元、每小时约 63 元/);
  });

  it('uses the housing fund rate the asker names', () => {
    // 12000 × (10.5% + 12%) = 2700.
    expect(payPart('税前12k，公积金按12%交，到手多少')!.lines[0]).toMatch(
      /加公积金 12%，每月合计约 2,700 元.*到手约 9,080 元/,
    );
  });

  it('reads the figure of the question before in a follow-up that names only a place', () => {
    expect(payPart('那在上海呢', '税前12k到手多少')!.lines.join('\n')).toMatch(/在上海（常说的一线城市）看这个数/);
    expect(payPart('那在上海呢')).toBeNull();
  });

  it('says nothing without a figure, or of a figure nothing is asked about', () => {
    expect(payPart('在二线城市工作怎么样')).toBeNull();
    expect(payPart('试用期工资8000，公司让我签竞业协议')).toBeNull();
  });
});

describe('answers to pay questions', () => {
  const ENTRIES: Array<{ entry: string; questions: string[] }> = [
    { entry: '一份工资算高还是低', questions: ['在三线城市月薪5500算高吗', '我的工资在行业里是什么水平啊'] },
    { entry: '够不够花、能存多少', questions: ['税前13k在广州每月能存多少', '刚工作月光，存不下钱怎么办'] },
    { entry: '薪资怎么随年限变化', questions: ['工作两年工资才6k正常吗', '做运营的工作几年工资能涨到多少'] },
    { entry: '同学、朋友的工资比我高', questions: ['大学室友工资比我高一倍，心里不平衡'] },
    { entry: '到手工资比 offer 上写的少', questions: ['第一个月到手比offer上写的少了一千多'] },
    { entry: '收入高的工作', questions: ['有哪些行业工资高一点的，想转'] },
    { entry: '工资低但稳定，要不要走', questions: ['单位工资低但很稳定，我该不该走'] },
  ];
  it.each(ENTRIES.flatMap((e) => e.questions.map((q) => [q, e.entry])))('%s → %s', (q, entry) => {
    expect(ask(q).thinking).toContain(entry);
  });

  it('reads the figure in the answer itself', () => {
    const { text } = ask('月薪一万在杭州能存多少钱');
    expect(text).toContain('到手约 7,670–8,320 元');
    expect(text).toMatch(/杭州（常说的新一线城市）/);
  });

  it('does not read a figure with 35 in it as a worry about age', () => {
    expect(ask('一个月3500的工资在县城能干嘛').text).not.toContain('年龄这件事');
    expect(ask('去央企年薪18万，和去互联网年薪35万，差距这么大该怎么想').text).not.toContain('年龄这件事');
    expect(ask('程序员到35岁还能干吗').text).toContain('年龄这件事');
  });

  it('takes a position on low pay against stability', () => {
    expect(ask('工资低但是稳定，要不要走').text).toMatch(/我更建议你选(留下|离开)/);
  });
});
