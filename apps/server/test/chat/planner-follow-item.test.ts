import { describe, expect, it } from 'vitest';
import { pointedItem, pointedItems } from '../../src/providers/llm/offline/dialogue.js';
import { itemNamed } from '../../src/providers/llm/offline/follow-named-item.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { followUpFailures } from '../../eval/checks-run.js';
import { askAfter } from './planner-after.js';

/*
 * A follow-up about one item (or two) of a list the previous answer gave: the item found by its place, from the end
 * or by a part of its name, and the side asked of it answered for that item; two items weighed; more items asked for.
 * Written for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();

function after(before: string, question: string) {
  const { first, text } = askAfter(kb, before, question);
  return { text, failures: followUpFailures(text, first, {}) };
}

describe('pointing at a listed item', () => {
  it('counts from the end and reads two places', () => {
    expect(pointedItem('倒数第二个要考什么证吗')).toBe(-2);
    expect(pointedItems('最后一个和第一个比呢')).toEqual([-1, 1]);
    expect(pointedItems('第三个和倒数第一个哪个好')).toEqual([3, -1]);
  });

  it('finds an item by a part of its name beside a word that points back', () => {
    const answer = ['### 临床监查（CRA）与临床研究', '做监查。', '### 药企研发与质量', '做研发。'].join('\n');
    expect(itemNamed('CRA那个工资高吗', answer)).toBe('临床监查');
    expect(itemNamed('CRA工资高吗', answer)).toBeNull();
  });
});

describe('a side of a listed outlet', () => {
  it('answers the certificates of the outlet pointed at, not the general entry on certificates', () => {
    const { text, failures } = after('会计专业能做什么工作？', '最后一个需要考什么证？');
    expect(text).toContain('企业税务、内控与内审：证书');
    expect(text).toContain('税务师');
    expect(text).not.toContain('时间成本');
    expect(failures).toEqual([]);
  });

  it('says when the content has nothing on that side, with what it has and one question', () => {
    const { text } = after('会计专业毕业能干嘛', '第二个工资大概多少');
    expect(text).toContain('站内资料没有专门写到会计师事务所审计的收入');
    expect(text).toMatch(/你打算在哪个城市做会计师事务所审计？/u);
  });

  it('reads an outlet listed by its name before a bracket, and one named by a part of its name', () => {
    expect(after('土木工程毕业可以去哪些地方', '第一个累不累').text).toContain(
      '### 施工单位（中建、中铁、中交等）：工作强度',
    );
    expect(after('土木工程毕业可以去哪些地方', 'BIM那个怎么入门').text).toContain('### BIM 与工程数字化：入门路径');
  });
});

describe('two listed items and more of them', () => {
  it('weighs two items by the criterion the asker names, from what the list said of each', () => {
    const { text } = after('软件工程专业能做什么', '第二个和第三个哪个好，我不太想加班');
    expect(text).toContain('我更建议你选测试与质量保障');
  });

  it('weighs two listed outlets, not the majors their words name', () => {
    const { text } = after('市场营销专业能做什么', '第三个和第六个哪个好找工作');
    expect(text).toMatch(/在数字营销与投放和电商运营之间|数字营销与投放.*电商运营/u);
    expect(text).not.toContain('电子商务之间');
  });

  it('answers a bare 还有吗 after a list with items it did not list', () => {
    const { text, failures } = after('会计专业能做什么工作？', '还有别的吗？');
    expect(text).toContain('除了上一轮说的');
    expect(text).toMatch(/财务分析|内控与风控/u);
    expect(failures).toEqual([]);
    expect(after('心理学专业能做什么工作', '还有别的方向吗').text).not.toContain('**医生**');
  });
});

describe('a criterion said against an item', () => {
  it('reads 稳定性差异大 as against stability', () => {
    const { text } = after('小学教育专业毕业去哪', '第二个和第一个比呢，我喜欢稳定');
    expect(text).toContain('我更建议你选公办小学教师');
  });

  it('answers a day of work from the outlet, not from a remark on the major', () => {
    const { text } = after('药学专业以后做什么工作', '最后一个每天做什么');
    expect(text).toContain('### 药物警戒与医学信息：日常工作');
    expect(text).not.toContain('不想做医药代表');
  });
});
