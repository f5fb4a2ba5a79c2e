import { describe, expect, it } from 'vitest';
import { paidServices } from '../../eval/checks.js';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { CITY_INDUSTRY, placesIn, placesPart } from '../../src/providers/llm/offline/places.js';
import { noProfile } from './planner-profiles.js';

/*
 * Pay, offers and where to work, as students ask about them: each money concept a counsellor names is reached from
 * the words people type, unrelated questions stay off it, and the cities students ask about are named with their
 * industries. Questions written for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });
/** The entry an answer was composed from, as its thinking names it. */
const entryOf = (question: string) => ask(question).thinking;
/** The list items of the answer's first section. */
const firstPoints = (text: string) =>
  text
    .split('\n')
    .filter((l) => l.startsWith('- '))
    .slice(0, 2)
    .join('\n');

const ENTRIES: Array<{ entry: string; questions: string[] }> = [
  {
    entry: '五险一金与到手收入',
    questions: ['offer 写月薪一万二是税前还是税后？', '工资条上的实发工资怎么算出来的', '公司一直不给我交社保怎么办'],
  },
  {
    entry: '公积金比例与缴费基数',
    questions: ['公司按最低基数给我交社保正常吗', '公积金比例 5% 和 12% 差别大吗', '公司不给交公积金正常吗'],
  },
  {
    entry: '个税与专项附加扣除',
    questions: ['专项附加扣除都有哪些，刚工作能用哪项', '在外面租房可以抵个税吗', '个税汇算什么时候办，能退多少'],
  },
  { entry: '年终奖与 13 薪、14 薪', questions: ['13薪和14薪是什么意思', '年终奖没写进合同，离职前能拿到吗'] },
  { entry: '绩效工资与提成', questions: ['底薪三千加提成的工作能去吗', '每个月被扣绩效工资，合理吗'] },
  {
    entry: '期权、股票与股权激励',
    questions: ['大厂给的rsu怎么算进总包', '公司给的股票期权要注意什么', '期权行权要自己掏钱吗'],
  },
  { entry: '签字费、安家费与服务期', questions: ['研究所给了安家费，要签服务期吗', '拿了签字费半年后离职要退吗'] },
  { entry: '应届生谈薪（校招）', questions: ['校招谈薪有用吗，会不会被收回', '应届生拿到白菜价还能往上谈吗'] },
  { entry: '社招谈薪与跳槽涨幅', questions: ['社招谈薪时HR要看银行流水怎么办', '新公司一直压价，我该怎么谈'] },
  { entry: '谈薪', questions: ['面试被问期望月薪该报多少', '网申表里的薪资要求怎么填'] },
  {
    entry: '薪资保密与同事的工资',
    questions: [
      '公司规定工资保密，和同事聊工资会被开除吗',
      '同岗不同薪，我比同事低两千正常吗',
      '公司说工资不能和同事讨论',
    ],
  },
  {
    entry: '口头承诺与书面 offer（录用通知书）',
    questions: ['HR 口头承诺给我 15 薪，没写进书面offer怎么办', '录用通知书里应该写哪些内容'],
  },
  {
    entry: '单位毁约、offer 被收回',
    questions: ['签了三方公司毁约了怎么办', '入职前一周被通知offer被取消了', '签了意向书公司又反悔了'],
  },
  { entry: '试用期', questions: ['公司只跟我签了试用期合同，这样行吗'] },
  { entry: '试用期工资打折合不合法', questions: ['试用期工资打八折合法吗'] },
  { entry: '加班与工作时间', questions: ['周末加班的加班费是怎么算的'] },
  { entry: '加班费按几倍算、日工资怎么折算', questions: ['国庆加班只给调休不给钱，合法吗'] },
  { entry: '三方协议与违约', questions: ['三方备注栏要写什么', '三方违约金一般要交多少'] },
];

describe('a money question', () => {
  for (const { entry, questions } of ENTRIES)
    for (const q of questions)
      it(`is answered from 「${entry}」: ${q}`, () => {
        expect(entryOf(q)).toContain(`「${entry}」`);
      });

  it('opens on the figure the law sets, where the question is about one', () => {
    expect(firstPoints(ask('试用期工资打八折合法吗').text)).toMatch(/(?:八成|80%).*最低工资/);
    expect(ask('国庆加班只给调休不给钱，合法吗').text).toMatch(/三倍工资/);
    expect(firstPoints(ask('在外面租房可以抵个税吗').text)).toMatch(/住房租金/);
    // The 三方's own fee is what it says; the 民法典's rule where it says none.
    expect(firstPoints(ask('三方违约金一般要交多少').text)).toMatch(/违约金条款.*《民法典》第五百八十五条/u);
  });

  it('weighs a 户口 post against higher pay in its own case, taking a position', () => {
    const { thinking, text } = ask('一个有上海户口指标但工资低，一个没户口工资高，怎么选？');
    expect(thinking).toContain('户口指标和更高的薪资二选一');
    expect(text).toMatch(/我更建议你选/);
  });

  it('is not sold a paid service when it is about rights, tax or what is owed', () => {
    for (const q of [
      '试用期工资打八折合法吗',
      '国庆加班只给调休不给钱，合法吗',
      '签了三方公司毁约了怎么办',
      '公司规定工资保密，和同事聊工资会被开除吗',
      '在外面租房可以抵个税吗',
      '公司按最低基数给我交社保正常吗',
      '公司不给交公积金正常吗',
      '公司一直不给我交社保怎么办',
      '年终奖没写进合同，离职前能拿到吗',
      '每个月被扣绩效工资，合理吗',
    ])
      expect(paidServices(ask(q).text), q).toEqual([]);
  });

  it('about shares an employer grants is a career question, while a stock tip stays out of scope', () => {
    expect(ask('公司给的股票期权要注意什么').text).toMatch(/行权/);
    expect(ask('哪只股票明天会涨？').text).toContain('投资和彩票预测');
  });

  it('is not where questions about majors, exams or résumés land', () => {
    const money = ENTRIES.map((e) => e.entry).filter((e) => !['谈薪', '试用期', '加班与工作时间'].includes(e));
    for (const q of [
      '高考选专业，计算机和电子信息哪个好？',
      '考研还是直接工作？',
      '简历上的实习经历怎么写？',
      '金融学专业学什么，毕业能做什么？',
      '考公务员要准备多久？',
      '外贸公司的出口退税专员是做什么的？',
      'I want to pursue a career in design, what should I study?',
    ]) {
      const thinking = entryOf(q);
      for (const e of money) expect(thinking, q).not.toContain(`「${e}」`);
    }
  });
});

describe('the cities a student asks about', () => {
  const asked = [
    '杭州',
    '成都',
    '武汉',
    '西安',
    '南京',
    '苏州',
    '长沙',
    '郑州',
    '合肥',
    '重庆',
    '天津',
    '青岛',
    '厦门',
  ];
  const more = ['宁波', '东莞', '佛山', '珠海', '昆明', '贵阳', '南宁', '哈尔滨', '沈阳', '大连', '济南', '福州'];
  it('each have the industries that make jobs there', () => {
    for (const c of [...asked, ...more, '南昌', '太原', '石家庄']) expect(CITY_INDUSTRY[c], c).toBeTruthy();
  });

  it('are named with their industries in the answer', () => {
    expect(ask('毕业去合肥还是南昌工作好？').text).toMatch(/合肥强在新能源汽车[\s\S]*南昌强在航空制造/);
    expect(ask('哈尔滨的工作机会怎么样？').text).toMatch(/哈尔滨强在.*装备制造/);
    expect(ask('想去石家庄做医药相关的工作，机会多吗？').text).toContain('石家庄强在生物医药');
  });

  it('are weighed on cost, settling down by the city’s own policy, and distance from home', () => {
    const lines = placesPart('去太原还是留在天津，我是山西人')!.lines.join('\n');
    expect(lines).toMatch(/房租、通勤/);
    expect(lines).toContain('太原市、天津市人社局官网发布的人才政策');
    expect(lines).toMatch(/离家远近/);
    // Asking about one city's openings is not choosing where to live.
    expect(placesPart('哈尔滨的工作机会怎么样？')!.lines.join('\n')).not.toMatch(/离家远近/);
  });

  it('says what a 县城 or a 省会 holds when the asker weighs them', () => {
    const lines = placesPart('我在县城，要不要去省会找工作')!.lines.join('\n');
    expect(lines).toMatch(/省会集中了全省的机关/);
    expect(lines).toMatch(/县城的发展空间/);
    expect(lines).not.toMatch(/省会的发展空间/);
  });

  it('asks about settling down and distance from home only of the places away from home', () => {
    const lines = placesPart('去新一线城市还是回老家？')!.lines.join('\n');
    expect(lines).toMatch(/新一线城市（杭州、成都/);
    expect(lines).toMatch(/老家的发展空间/);
    expect(lines).toContain('新一线离你家多远');
    expect(lines).not.toMatch(/老家离你家|老家的落户/);
    expect(placesPart('回老家发展好不好？')!.lines.join('\n')).not.toMatch(/落户|离你家/);
  });

  it('does not take the asker’s university for a place they ask about', () => {
    expect(placesIn('我在西安交大读研，毕业去杭州还是成都').cities).toEqual(['杭州', '成都']);
    expect(placesIn('武汉大学毕业，想留武汉还是去深圳').cities).toEqual(['武汉', '深圳']);
  });
});
