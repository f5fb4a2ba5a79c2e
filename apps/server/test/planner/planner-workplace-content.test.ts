import { describe, expect, it } from 'vitest';
import { answeredFromEntriesUnsold, ask } from './entry-cases.js';

/*
 * Job-search and first-years-at-work questions that had no entry, or an entry whose answer left out what a counsellor
 * names (topics.workplace.zh.json and the points added beside it): each passes the safety gate, is answered from the entry
 * about it with the concept the question turns on, and sells nothing. Questions written for these tests, apart from
 * the evaluation sets and probes.
 */
const cases: Array<{ q: string; entry: string; says: RegExp[] }> = [
  {
    q: '面试官让我讲一次你和队友意见不合的经历，这种题怎么答',
    entry: '行为面试：用亲身经历回答“举个例子”',
    says: [/STAR/, /结果/],
  },
  {
    q: '周末领导老在工作群里找我，不回怕被说态度不好，回了又没法休息',
    entry: '下班后、休息日的工作消息要不要回',
    says: [/边界/, /加班费|调休/],
  },
  {
    q: '听说组里有人传我的谣言，说我是靠关系进来的',
    entry: '同事背后说坏话、造谣或孤立你',
    says: [/核实|冷静/, /名誉权/],
  },
  {
    q: '在国企上班，周末想做点兼职赚钱，单位会不会管',
    entry: '上班族做副业：公司管不管、做什么靠谱',
    says: [/第三十九条|员工手册/, /主业/],
  },
  {
    q: '上个月被优化了，车贷还有两年，存款只够撑四个月，怎么安排',
    entry: '被裁员后的钱：房贷、开支和过渡期',
    says: [/预算|开支/, /失业保险金|失业金/],
  },
  {
    q: '才转正两个月，主管就让我带一个实习生，我怕带不好',
    entry: '工作不久就被安排带新人、带实习生',
    says: [/预期/, /一对一/],
  },
  {
    q: '去年有段两个月的工作经历，干了几个月就走了，现在投简历该不该写进简历',
    entry: '几个月的短期工作经历要不要写进简历',
    says: [/如实/, /背调/],
  },
  {
    q: '组里两个人离职了，活都压到我一个人身上，工资一分没涨',
    entry: '同事走了活都压给我，不加人也不加钱',
    says: [/优先级/, /调薪/],
  },
];

answeredFromEntriesUnsold('a job-search or workplace question that had no entry of its own', cases);

describe('a topic answer names the basics beside what the question touches', () => {
  it("gives five of the topic's points to a narrow question, not four", () => {
    const { text } = ask('拿到更好的offer了，三方违约要赔多少，档案会受影响吗');
    const shown = text.split('：要点\n')[1]?.split('\n\n')[0] ?? '';
    expect(shown.split('\n').filter((l) => l.startsWith('- ')).length).toBeGreaterThanOrEqual(5);
  });
  it('says the law behind probation pay when asked whether a cut is legal', () => {
    expect(ask('试用期三个月只发七成工资，这样合法吗').text).toMatch(/劳动合同法》第二十条/);
  });
  it('says when the autumn recruitment opens, by month', () => {
    expect(ask('秋招大概几月份开始投简历').text).toMatch(/7月|8月/);
  });
  it('says a hepatitis B carrier is judged by liver function', () => {
    expect(ask('乙肝大三阳考公体检会被刷吗').text).toMatch(/肝功能/);
  });
});
