import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from './planner-profiles.js';

/*
 * Questions worded the way students and young workers type them (口语, 长背景, 中英夹杂) that reached no entry or the
 * wrong one until the content's trigger phrases covered their wording: each lands on the entry written for it.
 * Written for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });
/** The list items of the answer. */
const points = (text: string) => text.split('\n').filter((l) => l.startsWith('- '));

describe('a question worded as people type it', () => {
  const cases: Array<{ q: string; entry: string }> = [
    { q: '我对啥都提不起兴趣，不知道该往哪个方向发展，好焦虑', entry: '不知道自己适合做什么' },
    { q: '毕业一年了，做过两份工作都不喜欢，到底适合干什么啊', entry: '不知道自己适合做什么' },
    // The family's doubt about one's own road is the decision against the family, not the trade of interest for
    // stability the family's word (不稳定) names.
    { q: '喜欢做游戏但是家里觉得不稳定，该坚持吗', entry: '父母不同意我的选择' },
    { q: '大一新生，学长说要早点规划，具体要做些什么', entry: '大一大二怎么规划' },
    { q: '现在ai这么厉害，学设计的以后还有饭吃吗', entry: 'AI 会不会取代我的工作' },
    { q: '高考出分了620，选计算机还是电气好', entry: '填志愿选专业' },
    { q: '想申请美国的研究生，大三开始准备来得及吗', entry: '留学申请时间线' },
    { q: '夏令营要准备什么材料，简历怎么写', entry: '保研、考研还是工作' },
    { q: '在体制内干了3年，太压抑了想辞职', entry: '体制内想辞职' },
    { q: '做了五年销售太累了，想转个轻松点的行业', entry: '30 岁转行' },
    { q: '马上35了，互联网裁员会不会先裁我', entry: '35 岁危机' },
    { q: '28岁想从传统行业转互联网做运营，有戏吗', entry: '30 岁转行' },
    { q: '40岁被裁员了，还能找到工作吗', entry: '中年再就业' },
    { q: '拿到字节和国企的offer，纠结死了', entry: '选 offer' },
    { q: '提离职领导说给我加薪留下，要不要留', entry: '跳槽时机' },
    { q: '一年跳了两次，简历会不会很难看', entry: '跳槽时机' },
    { q: '一个offer在北京月薪15k，一个在成都10k，选哪个', entry: '选 offer' },
    { q: '只有一个不太满意的offer，签还是继续找', entry: '选 offer' },
    { q: '工作两年了工资一直没涨，怎么跟老板提', entry: '怎么提加薪' },
    { q: '校招offer可以谈薪吗，会不会被收回', entry: '应届生谈薪（校招）' },
    { q: '实习能转正吗，怎么提高留用的概率', entry: '实习转正' },
    { q: '大厂实习打杂还是小公司能学东西，选哪个', entry: '多个实习机会怎么选' },
    { q: '导师不让出去实习，怎么办', entry: '研究生阶段：科研还是实习' },
    { q: '实习投了几十份都没回复，是不是简历有问题', entry: '投了很多简历没回音' },
    { q: '第一次实习有什么要注意的', entry: '实习期间怎么表现' },
    { q: '面了好几家都挂在二面，不知道哪里有问题', entry: '面试挂了怎么复盘' },
    { q: '外企面试要全程英文吗，口语不好怎么办', entry: '英文面试' },
    { q: '领导总是挑我的刺，开会当众批评我，怎么办', entry: '和领导沟通与向上管理' },
    { q: '离职后公司不给最后一个月工资怎么办', entry: '被拖欠工资与劳动仲裁' },
    { q: '绩效被打了c，是不是要被优化了', entry: '绩效被打低、被放进 PIP（绩效改进计划）' },
    { q: '二线城市做行政月薪5000正常吗', entry: '薪资行情怎么查' },
  ];
  for (const c of cases)
    it(`is answered from 「${c.entry}」: ${c.q}`, () => {
      expect(ask(c.q).thinking).toContain(`「${c.entry}」`);
    });
});

describe('a phrase added for one wording', () => {
  it('leaves questions about a neighbouring matter on their own entry', () => {
    // '提离职' is a step of leaving, not a counter-offer; '绩效工资' is pay, not a rating.
    expect(ask('提离职需要提前多久，离职证明怎么开').thinking).toContain('「离职与交接」');
    expect(ask('绩效工资占比太高正常吗').thinking).toContain('「绩效工资与提成」');
    // Two offers, one of them at a 国企, is the choice itself, not the 大厂还是国企 case.
    expect(ask('手上两个offer：一个在老家的国企，一个在外地私企，怎么选').thinking).not.toContain('大厂还是国企');
  });
});

describe('the point a counsellor would make', () => {
  it('is in the answer to the situation it belongs to', () => {
    expect(points(ask('绩效被打了c，是不是要被优化了').text).join('\n')).toMatch(/培训或调岗/);
    expect(points(ask('外企面试要全程英文吗，口语不好怎么办').text)[0]).toMatch(/并非全程英文/);
    expect(points(ask('领导总是挑我的刺，开会当众批评我，怎么办').text)[0]).toMatch(/当众批评/);
    expect(points(ask('考公政审严吗，我爸以前欠过钱').text).join('\n')).toMatch(/父母欠债/);
    expect(points(ask('实习没有工资合法吗，公司说学生不给钱').text).join('\n')).toMatch(/最低实习工资/);
    expect(points(ask('试用期被辞退有赔偿吗').text).join('\n')).toMatch(/无需支付经济补偿/);
  });
});
