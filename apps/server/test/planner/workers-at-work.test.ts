import { describe, expect, it } from 'vitest';
import { chain } from './conversation.js';

/*
 * People at work asking about their own job: a raise from their own employer, former peers to lead, an exam
 * studied for beside the job, a state job left for a private one, a résumé gap after children, and a tester's
 * next moves. Written for these tests, apart from the eval sets.
 */
describe('a raise asked of one’s own employer', () => {
  it.each(['在公司干了两年没涨过工资，想找老板提加薪，该怎么开口？', '怎么跟直属领导谈涨薪比较好'])(
    '%s: how to ask, not a new offer’s pay',
    (q) => {
      const answer = chain(q)[0]!;
      expect(answer).toContain('怎么提加薪');
      expect(answer).not.toMatch(/offer|入职/u);
    },
  );

  // A new employer's pay is still the offer's: the phrases name one's boss, not 谈涨薪 alone.
  it('leaves a new employer’s pay to the offer', () => {
    expect(chain('跳槽的时候怎么跟新公司谈涨薪')[0]!).not.toContain('### 怎么提加薪');
  });
});

describe('leading former peers after a promotion', () => {
  it.each([
    '刚升职当组长，要管以前一起玩的同事，有点尴尬，怎么带？',
    '我被提拔成主管了，原来平级的同事不服我怎么办',
    '第一次当领导，带的都是以前的同事，怎么树立威信',
  ])('%s: one-to-ones and expectations set', (q) => {
    const answer = chain(q)[0]!;
    expect(answer).toContain('升职后带以前平级的同事');
    expect(answer).toContain('一对一');
    expect(answer).toMatch(/期望|标准/u);
  });
});

describe('an exam studied for beside a job', () => {
  it.each(['上班的同时准备考公，时间来得及吗？', '一边上班一边考注册会计师，怎么安排时间'])(
    '%s: hours after work, not a student’s calendar',
    (q) => {
      const answer = chain(q)[0]!;
      expect(answer).toContain('上班族在职备考');
      expect(answer).toMatch(/下班/u);
      expect(answer).not.toMatch(/大一|大二|大三/u);
    },
  );
});

describe('a state job left for a private one', () => {
  it.each([
    '在国企当文员三年，每天很闲，想跳到互联网私企，值得吗',
    '我在事业单位做行政五年了，工资低但稳定，有家民企给我开了高一倍的工资，我该不该去？',
  ])('%s: a lean for one already inside', (q) => {
    const answer = chain(q)[0]!;
    expect(answer).toContain('在国企、事业单位上班，想跳去私企');
    expect(answer).toContain('我建议去');
    expect(answer).not.toContain('应届生更建议先去国企');
  });

  // Asked whether to leave with nothing said either way, the decision still takes its usual position.
  it('takes a position on leaving a post with 编制', () => {
    expect(chain('有编制想辞职，该不该走')[0]!).toContain('我建议辞职出来');
  });

  // A graduate choosing between two offers is not leaving anything: the case needs a word of being inside now.
  it('keeps a graduate’s choice of employer', () => {
    expect(chain('应届生，国企和私企都给了offer，选哪个')[0]!).not.toContain('想跳去私企');
  });
});

describe('a résumé gap after children', () => {
  it.each([
    '休完产假又辞职带了两年孩子，现在找工作简历断了一截，会不会没人要',
    '生了二胎之后一直没上班，快三年了，简历这段怎么写',
  ])('%s: a mother’s return, the gap written plainly', (q) => {
    const answer = chain(q)[0]!;
    expect(answer).toContain('全职妈妈（宝妈）重返职场');
    expect(answer).toContain('如实');
  });
});

describe('a tester said in everyday words', () => {
  it.each([
    '我是做测试的，干了四年，感觉没什么前途，接下来能往哪走？',
    '做软件测试三年了，点点点的工作怕被淘汰，怎么转型',
  ])('%s: the tester’s usual moves', (q) => {
    const answer = chain(q)[0]!;
    expect(answer).toContain('### 从软件测试工程师出发，常见的转向');
    expect(answer).toContain('测试开发');
  });
});
