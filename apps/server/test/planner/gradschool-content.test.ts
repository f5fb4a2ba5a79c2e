import { describe, expect, it } from 'vitest';
import { answersFromEntries, ask, type EntryCase } from './entry-cases.js';

/*
 * Graduate-school life (the advisor's chores, a hands-off or harsh advisor, changing advisors, papers rejected, a
 * lab's quarrels, quitting a master's) is answered from its own entries, not from the undergraduates' research or
 * the internship-with-an-advisor entries beside them. Questions written for these tests.
 */
const cases: EntryCase[] = [
  {
    q: '老板天天让我们干杂活，还不让我发论文',
    entry: '导师让干杂活、做横向，不让发论文',
    says: /研究生导师指导行为准则/,
  },
  { q: '研二一直在给导师公司干活，课题一点没动', entry: '导师让干杂活、做横向，不让发论文', says: /学位授予细则/ },
  { q: '导师基本不管我们，课题没进展', entry: '导师放养、没人指导怎么办', says: /进度邮件/ },
  { q: '被导师pua了，天天说我什么都做不好', entry: '导师要求太严、施压或 PUA', says: /心理健康中心/ },
  { q: '研一下学期能不能换个导师', entry: '研究生想换导师、换课题组', says: /研究生院备案/ },
  { q: '导师压榨学生，研究生该怎么办', entry: '导师让干杂活、做横向，不让发论文', says: /与学业、科研、社会服务无关/ },
  { q: '期刊审稿意见让大修，改完怕还是被拒稿', entry: '小论文被拒、发不出来，担心毕不了业', says: /审稿意见/ },
  { q: '师姐用我的数据发了文章，没署我的名', entry: '课题组里的矛盾：成果署名、同门相处', says: /学术不端/ },
  { q: '研究生读不下去了，退学还能找到工作吗', entry: '硕士读不下去，想退学去工作', says: /肄业证书/ },
  { q: '外审意见是修改后重新送审，会不会延毕', entry: '学位论文盲审、答辩没通过', says: /评审意见/ },
  { q: '研一了想硕转博，值得吗', entry: '读博还是工作', says: /读博/ },
];

answersFromEntries('a graduate student’s question about their advisor, lab or degree', cases);

describe('the neighbouring entries keep their questions', () => {
  it('an undergraduate asking how to join a lab', () => {
    expect(ask('大二怎么进实验室跟老师做科研').thinking).toContain('「竞赛与科研经历」');
  });
  it('an intern whose tasks are chores', () => {
    expect(ask('实习天天打杂学不到东西').thinking).not.toContain('导师让干杂活');
  });
  it('a colleague taking credit at work', () => {
    expect(ask('同事抢功怎么办').thinking).not.toContain('课题组里的矛盾');
  });
  it('an advisor who will not let a student intern', () => {
    expect(ask('导师不让我出去实习怎么办').thinking).toContain('「研究生阶段：科研还是实习」');
  });
  it('preparing a thesis defence', () => {
    expect(ask('毕业答辩要准备什么').thinking).toContain('「毕业论文规划」');
  });
  it('an undergraduate wanting to quit', () => {
    expect(ask('大一想退学复读').thinking).not.toContain('硕士读不下去');
  });
});

describe('an undergraduate with many failed courses', () => {
  it('is told how to find out about resits and retakes', () => {
    const { text, thinking } = ask('大三挂科太多，学位证会不会拿不到');
    expect(thinking).toContain('挂科多门怎么办');
    expect(text).toMatch(/补考和重修/);
  });
});
