import { describe, expect, it } from 'vitest';
import { chain } from './conversation.js';

/*
 * People already at work: a worry about age in the job one holds hears the moves people in that job make,
 * not only the general talk about 35; being pushed to resign is read in the words workers use; between an outsourced
 * post at a big firm and a permanent one at a small firm the planner leans to the permanent post. Written for these
 * tests, apart from the eval sets.
 */
describe('age worry in the job one holds', () => {
  it.each([
    [
      '我是程序员，今年34了，35岁以后怎么办？',
      '后端开发工程师',
      /架构[\s\S]*行业领域专家[\s\S]*外企、国企[\s\S]*独立开发/u,
    ],
    ['做Java开发七年了，马上35，以后的路怎么走？', '后端开发工程师', /架构与技术管理/u],
    ['前端干了八年，35岁危机怎么破？', '前端开发工程师', /前端架构[\s\S]*全栈/u],
    ['会计今年36了，年龄大了以后怎么办？', '会计\\/财务', /财务分析/u],
  ])('%s: the moves out of that job', (q, job, moves) => {
    const answer = chain(q)[0]!;
    expect(answer).toMatch(new RegExp(`### 从${job}出发，常见的转向`, 'u'));
    expect(answer).toMatch(moves);
  });

  it('a 34-year-old worried about 35 hears the case of being at 35, not of worrying in one’s twenties', () => {
    expect(chain('我是程序员，今年34了，35岁以后怎么办？')[0]).not.toContain('二十多岁就担心');
  });

  // The job is where they want to go, not where they are: nothing to move out of.
  it('leaves a job wanted at that age alone', () => {
    expect(chain('35岁了还能学编程当程序员吗')[0]).not.toContain('常见的转向');
  });

  it('names the moves of a job said after the layoff, and no IT-only directions for a factory job', () => {
    const answer = chain('35岁被裁，做了十年质检，还能找到工作吗？')[0]!;
    expect(answer).toContain('### 从质检员出发，常见的转向');
    expect(answer).toMatch(/供应商质量工程师/u);
    expect(answer).toMatch(/同行业的中型公司/u);
  });
});

describe('pushed to resign, in workers’ words', () => {
  it.each(['公司要我主动离职，我该签吗？', '领导暗示我自己走人，怎么办', '领导暗示我走人，我该签离职协议吗'])(
    '%s',
    (q) => {
      const answer = chain(q)[0]!;
      expect(answer).toContain('被逼主动辞职、被劝退');
      expect(answer).toMatch(/经济补偿/u);
    },
  );

  // Pregnant or back from maternity leave, the law that bars dismissal in that state answers (protected-status.ts).
  it.each([
    ['怀孕了，公司要我主动离职', '怀孕、产假与工作权益'],
    ['产假回来公司暗示我离职', '生育后回到岗位的权益'],
  ])('%s: the protected state first', (q, topic) => {
    expect(chain(q)[0]).toContain(topic);
  });
});

describe('outsourced or permanent', () => {
  // A promise of conversion is checked against how many were converted, and put in writing.
  it.each(['HR说外包干满一年可以转正，可信吗', '外包说半年后能转正，能信吗'])('%s', (q) => {
    const answer = chain(q)[0]!;
    expect(answer).toContain('外包能转正吗');
    expect(answer).toMatch(/真的转成了正式员工[\s\S]*邮件/u);
  });

  it.each([
    ['外包进大厂还是去小厂做正编？', '小厂做正编'],
    ['我在考虑去银行做外包，还是去一家民营企业做正式员工', '正式'],
  ])('%s: leans to the permanent post', (q, side) => {
    const answer = chain(q)[0]!;
    expect(answer).toMatch(new RegExp(`我更建议你选${side}`, 'u'));
    expect(answer).not.toContain('外包能转正吗');
  });
});

// A 30-year-old asking whether a job is still open to them is already at work: no internship is their proof, and
// a move inside their own company is the smoothest way in.
describe('a job weighed at thirty', () => {
  it.each([
    ['30岁想从设计转产品经理，现实吗？', /产品分析、改版方案作品/u],
    ['30岁能进投行吗', /CPA 或 CFA/u],
  ])('%s: a worker’s proof and an internal move', (q, proof) => {
    const fit = chain(q)[0]!
      .split('\n')
      .filter((l) => /看两样|怎么补/u.test(l));
    expect(fit.join('\n')).toMatch(proof);
    expect(fit.join('\n')).toContain('内部转岗');
    expect(fit.join('\n')).not.toMatch(/实习/u);
  });
});

// Two decisions workers bring that the entries read only by their general words: a pay cut taken for a steadier
// employer, and a boss's promises not kept.
describe('a worker weighing pay, stability and promises', () => {
  it.each(['要不要接受降薪去一家更稳定的国企？', '为了稳定降薪去事业单位，傻不傻'])('%s', (q) => {
    const answer = chain(q)[0]!;
    expect(answer).toContain('要不要降薪去更稳定的单位');
    expect(answer).toMatch(/总收入[\s\S]*签约主体/u);
  });

  it.each(['老板总是画饼不兑现，我要不要走？', '公司承诺的股权一直不兑现，还要不要待下去'])('%s', (q) => {
    const answer = chain(q)[0]!;
    expect(answer).toContain('老板画饼不兑现，要不要走');
    expect(answer).toMatch(/我更建议你选再等等\*\*[\s\S]*骑驴找马/u);
    expect(answer).not.toMatch(/多数情况下选再等等更稳妥/u);
  });
});

// A side job asked by a worker is the side-job topic (the company's rules, what is sound, the scams), not a
// start-up run on the side, which needs a word of starting one's own.
describe('a worker’s side job', () => {
  it.each(['上班族有什么靠谱的副业？月薪8000想多挣点', '想搞点副业补贴家用，有推荐的吗'])('%s', (q) => {
    const answer = chain(q)[0]!;
    expect(answer).toContain('上班族做副业');
    expect(answer).toMatch(/刷单/u);
    expect(answer).not.toContain('我更建议你选创业');
  });
});

// '那如果边上班边备考呢' after 考公: the case of preparing while at work, whose subject the thread said; a phrase with
// its own exam (CPA) or another exam in the thread (考研) never reads as 考公.
describe('preparing while at work, the exam said earlier', () => {
  it.each([
    ['32岁了想考公，现在开始来得及吗', '那如果边上班边备考呢？'],
    ['我在私企上班，想进体制内', '那一边上班一边备考呢'],
  ])('%s → %s', (first, second) => {
    const answer = chain(first, second)[1]!;
    expect(answer).toMatch(/行测[\s\S]*申论/u);
  });

  it.each([
    ['工作两年了想考研', '那如果边上班边备考呢？'],
    ['想考注会', '边工作边备考CPA怎么安排时间'],
  ])('%s → %s', (first, second) => {
    expect(chain(first, second)[1]).not.toContain('上班的同时备考考公');
  });
});

// Tiredness without words of distress ('每天上班都提不起劲…是不是该换工作了'): burnout's own answer (where it comes
// from, leave first, boundaries, what to try inside) before any timing of a move.
describe('burnout said in everyday words', () => {
  it.each([
    '每天上班都提不起劲，周末也在想工作的事，很累，是不是该换工作了？',
    '工作五年了，最近特别没动力上班，是倦怠期吗',
    '上班没意思，每天混日子，怎么办',
  ])('%s', (q) => {
    const answer = chain(q)[0]!;
    expect(answer).toContain('上班提不起劲、累得想走');
    expect(answer).toContain('年休假');
    expect(answer).toContain('边界');
  });

  it('worn out and asking to quit hears the case of being too tired', () => {
    expect(chain('感觉被工作掏空了，下班只想躺着，要不要辞职')[0]).toContain('太累了想裸辞休息');
  });
});

// '身体吃不消' is the asker's state, not a subject to open on ('说到身体吃').
describe('a state the asker can no longer bear', () => {
  it.each([
    ['我是护士，上了十年夜班，身体吃不消，想离开医院能做什么？', '身体吃'],
    ['做销售天天喝酒，身体受不了了，能转什么', '身体受'],
  ])('%s', (q, clipped) => {
    expect(chain(q)[0]).not.toContain(clipped);
  });
});

// The age the asker is, not the one their worry looks to ('今年34了，35岁以后怎么办' is 34).
describe('the asker’s age beside the age they worry about', () => {
  it.each([
    ['我是程序员，今年34了，35岁以后怎么办？', '你现在 34 岁'],
    ['怕到35岁被裁，现在28岁该准备什么', '你现在 28 岁'],
  ])('%s', (q, said) => {
    expect(chain(q)[0]).toContain(said);
  });

  it('states no age where only the horizon is said', () => {
    expect(chain('程序员35岁以后怎么办')[0]).not.toContain('你现在 35 岁');
  });
});
