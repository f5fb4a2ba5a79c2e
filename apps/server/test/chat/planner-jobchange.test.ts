import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { packagePart } from '../../src/providers/llm/offline/situation.js';
import { readTarget } from '../../src/providers/llm/offline/triggers.js';
import { noProfile } from './planner-profiles.js';

/*
 * Working people's questions about changing jobs, being laid off, choosing between offers and resigning, read
 * against the shipped content: each reaches the entry written for it (not the neighbouring one a shared word
 * points at), and its answer names what a counsellor would name. Written for these tests, apart from the
 * evaluation sets.
 */
const kb = buildKnowledgeBase();
const at = (question: string) => {
  const r = readTarget(kb, question);
  return `${r.decision?.id ?? r.topic?.id ?? ''}/${r.case?.id ?? ''}`;
};
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });
const answer = (question: string) => ask(question).text.split('\n').slice(1).join('\n');

describe('a question about changing jobs', () => {
  it('reaches the situation it is about, not the decision in general', () => {
    expect(at('想跳槽，薪资涨幅一般多少比较正常')).toBe('job-hop-timing/raise-worth');
    expect(at('第一次跳槽，有哪些要注意的')).toBe('job-hop-timing/first-hop-checklist');
    expect(at('干了三年一直没涨薪，是不是该跳槽了')).toBe('job-hop-timing/no-raise-hop');
    expect(at('跳槽谈薪的时候新公司给的比期望低怎么办')).toBe('salary-negotiation-experienced/');
    expect(at('每天上班还要面试好累，想先辞职再找工作')).toBe('quit-without-offer/quit-to-focus');
  });

  it('about pay rises is answered with the market band and level, not the generic timing points', () => {
    const text = answer('跳槽薪资涨幅一般多少合适');
    expect(text).toMatch(/薪资带宽/);
    expect(text).toMatch(/升一级|平级/);
  });

  it('about quitting first to search takes the side of searching while employed', () => {
    expect(answer('在职找工作太累了，要不要先辞职再专心找')).toMatch(/我更建议你选骑驴找马/);
  });
});

describe('a question about a layoff or a dismissal', () => {
  it('from someone laid off at 35 is about the layoff, not the worry about turning 35', () => {
    expect(at('35岁程序员被裁了，接下来怎么办？')).toBe('after-layoff/older-layoff');
    const text = answer('35岁程序员被裁了，接下来怎么办？');
    for (const concept of [/2N/, /失业保险金/, /离职证明/, /社保/, /竞业/, /内推|猎头/]) expect(text).toMatch(concept);
    expect(text).toMatch(/第四十六、四十七、八十七条/);
  });

  it('about N, N+1 and 2N names each with its article', () => {
    const text = answer('公司说给N+1让我签字，N+1和2N有啥区别');
    expect(text).toMatch(/第八十七条/);
    expect(text).toMatch(/代通知金|第四十条/);
  });

  it('about unemployment benefit gets its conditions and where to apply, without an age block', () => {
    expect(at('被裁了失业金怎么领')).toBe('unemployment-benefit/');
    const text = answer('被裁了失业金怎么领，要什么条件');
    expect(text).toMatch(/《失业保险条例》第十四条/);
    expect(text).toMatch(/失业登记/);
    expect(text).not.toMatch(/年龄这件事/);
  });

  it('about telling it in an interview reaches the interview advice, not the probation law', () => {
    expect(at('试用期没过被辞退了，下一份工作面试怎么说')).toBe('fired-interview/');
    expect(at('被裁员以后面试官问起来，怎么解释离职原因')).toBe('fired-interview/');
    expect(answer('试用期被辞退了，下一份工作面试怎么说？')).toMatch(/背调/);
  });

  it('about being pushed to resign, a gap in social insurance or a negotiated exit reaches its entry', () => {
    expect(at('领导暗示让我自己辞职，不然就调岗')).toBe('forced-resign/');
    expect(at('离职后社保断了几个月，会影响买房吗')).toBe('social-insurance-gap/');
    expect(at('公司要我签协商解除协议')).toBe('after-layoff/negotiate');
  });
});

describe('a choice between two offers', () => {
  it('between a big company outsourcing post and a small company regular post takes the regular post', () => {
    expect(at('手上有两个offer，一个大厂外包一个小公司正式岗，选哪个？')).toBe(
      'outsourcing-job/outsource-vs-small-fulltime',
    );
    expect(answer('手上有两个offer，一个大厂外包一个小公司正式岗，选哪个？')).toMatch(/我更建议你选正式岗/);
  });

  it('from someone leaving outsourcing for a regular post leans to the regular post', () => {
    expect(at('在外包干了一年多，想跳甲方')).toBe('outsourcing-job/leave-outsourcing');
    expect(answer('在外包干了两年想跳去甲方正式岗，有机会吗')).toMatch(/我更建议你选正式岗位/);
  });

  it('between a big platform and a core role, or a start-up raise and a listed company, reaches its case', () => {
    expect(at('offer一个大平台边缘岗，一个小公司核心岗位')).toBe('choose-offer/platform-vs-role');
    expect(at('创业公司涨薪多，上市公司涨得少，跳哪个')).toBe('bigtech-vs-startup/startup-raise-vs-listed');
    expect(answer('一个offer平台大但岗位边缘，一个小公司核心岗位，选哪个好')).toMatch(/建议优先核心岗位/);
  });
});

describe('offers written as pay × months', () => {
  it('are reached by the way they are written', () => {
    expect(at('offer A 月薪18k*13，B 月薪16k*16，选哪个')).toBe('choose-offer/package-compare');
  });

  it('get their fixed yearly part worked out, in the answer too', () => {
    const line = packagePart('一个18k*13一个16k*16，哪个多')!.lines[0]!;
    expect(line).toContain('1.8 万 × 13 个月 = 23.4 万');
    expect(line).toContain('1.6 万 × 16 个月 = 25.6 万');
    expect(line).toMatch(/第 2 个.*多 2.2 万/);
    expect(packagePart('base 20k 15薪 和 base 23k 13薪哪个多')!.lines[0]).toMatch(/30 万.*29.9 万.*几乎一样/);
    expect(packagePart('月薪2万，想跳槽')).toBeNull();
    expect(answer('offer A 月薪18k*13，B 月薪16k*16，但B要加班，选哪个')).toContain('= 25.6 万');
  });
});

describe('a question about resigning', () => {
  it('reaches the rights of the one resigning', () => {
    expect(at('提了离职领导不批，不放人怎么办')).toBe('resign-rights/');
    expect(at('合同写离职要提前三个月')).toBe('resign-rights/');
    expect(at('没干满两年辞职，公司要扣我违约金')).toBe('resign-rights/');
    expect(at('离职证明上写了我绩效不合格')).toBe('resign-rights/');
  });

  it('says no approval is needed, with the notice periods and their article', () => {
    const text = answer('提了离职领导一直拖着不批，不放人，怎么办');
    expect(text).toMatch(/不需要公司批准/);
    expect(text).toMatch(/第三十七条/);
  });

  it('about a non-compete names whom it binds, how long, and the compensation', () => {
    expect(at('新公司让我签竞业协议，有什么影响')).toBe('noncompete/');
    const text = answer('入职前公司说要签竞业协议，竞业限制到底有什么影响');
    expect(text).toMatch(/最长两年/);
    expect(text).toMatch(/30%/);
  });
});

describe('two offers weighed as pay against ease, and an offer that does not come', () => {
  it('"一个工资高但累，一个工资低但轻松" is weighed by hourly pay and what the hours buy', () => {
    const { thinking, text } = ask('一个offer工资高但是很累，一个工资低但轻松，选哪个？');
    expect(thinking).toContain('工资高但累，还是工资低但轻松');
    expect(text).toContain('时薪');
  });

  it('"公司迟迟不发正式录用通知" says to ask for the date and keep other doors open', () => {
    const { text } = ask('拿到offer后公司迟迟不发正式录用通知怎么办？');
    expect(text).toContain('预计哪天发');
    expect(text).toContain('不要提离职');
  });
});
