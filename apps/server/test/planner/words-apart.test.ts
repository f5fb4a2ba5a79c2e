import { describe, expect, it } from 'vitest';
import { answersFromEntries, ask } from './entry-cases.js';

/*
 * A topic's words said apart, in separate clauses ('实习半年了，怎样才能转正'), reach it as its phrase would, and
 * outweigh a neighbouring topic that one phrase of the setting reaches (没签劳动合同, 面试问离职原因). Written for
 * these tests, apart from the evaluation sets.
 */
answersFromEntries('a topic asked in words said apart', [
  { q: '在公司实习半年了，到底怎样才能转正', entry: '实习转正', says: /答辩|导师/ },
  { q: '公司让我每周到岗四天，但是我还有课要上，咋协调', entry: '实习与上课冲突', says: /课表|请假/ },
  { q: '实习生没签劳动合同，干活时受伤了怎么办', entry: '工作或实习中受伤', says: /实习责任保险/ },
  { q: '领导让我写一份自愿离职申请，说不签就把我调去仓库', entry: '被逼主动辞职、被劝退', says: /经济补偿/ },
  { q: '老板说社保不给交了，每月多发三百块现金', entry: '公司不交社保、把社保折成现金', says: /不合法|法定义务/ },
  { q: '创业公司给了期权，说分四年归属，这东西值钱吗', entry: '期权、股票与股权激励', says: /行权/ },
  {
    q: '之前那份工作是被裁的，面试官问离职原因我要怎么讲',
    entry: '被裁员、被辞退后，面试怎么说',
    says: /业务调整|整体裁员/,
  },
  {
    q: '已经接了A公司的offer，现在想毁约去另一家',
    entry: '接了 offer 又想毁约：要不要赔、会不会被拉黑',
    says: /违约金/,
  },
]);

describe('a pay topic the question names beside a job', () => {
  it('big-firm campus pay, not the general reference lines', () => {
    const { text, thinking } = ask('研究生去大厂做算法，应届年薪大概多少');
    expect(thinking).toContain('互联网大厂校招薪资');
    expect(text).toMatch(/白菜|sp/);
    expect(text).not.toContain('站内没有逐个岗位');
  });
});
