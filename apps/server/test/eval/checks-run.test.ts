import { describe, expect, it } from 'vitest';
import { followUpFailures, listedItems, sharedLineFailures } from '../../eval/checks-run.js';

const CANNED = '- 挑一两个感兴趣的职业，找从业者聊聊真实的工作日常。';

describe('lines shared across unrelated questions', () => {
  it('a canned line in answers to more than two other topics fails every answer that carries it', () => {
    const answers = ['a', 'b', 'c', 'd'].map((t) => ({ id: t, topic: t, answer: `关于${t}的具体建议。\n${CANNED}` }));
    const fails = sharedLineFailures(answers);
    expect([...fails.keys()].sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(fails.get('a')![0]!.detail).toContain('3 个无关问题');
  });

  it('the same line within one topic, in two other topics, or in a notice or services section passes', () => {
    const sameTopic = ['a', 'b', 'c', 'd'].map((id) => ({ id, topic: '考研', answer: CANNED }));
    expect(sharedLineFailures(sameTopic).size).toBe(0);
    const fewTopics = ['a', 'b', 'c'].map((id) => ({ id, topic: id, answer: CANNED }));
    expect(sharedLineFailures(fewTopics).size).toBe(0);
    const boiler =
      '【离线助手】当前未接入大语言模型，以下内容根据站内资料整理。\n## 可以了解的服务\n- **求职陪跑**：从职业定位到模拟面试全程一对一陪伴。';
    expect(sharedLineFailures(['a', 'b', 'c', 'd'].map((id) => ({ id, topic: id, answer: boiler }))).size).toBe(0);
  });
});

const PREVIOUS = `统计专业常见的去向：
1. **数据分析师**：用数据回答业务问题，日常写 SQL、做报表。
2. **精算师**：为保险产品定价，需要考精算师资格。
3. **统计师**：在统计局或企业做调查统计。

## 下一步建议
- 先把 SQL 和一门编程语言学扎实，找一段数据相关的实习。`;

describe('follow-ups', () => {
  it('lists what the previous answer put forward, numbered items first', () => {
    expect(listedItems(PREVIOUS)).toEqual(['数据分析师', '精算师', '统计师']);
    expect(listedItems('### [产品经理](/x)\n- **做什么**：写需求。\n- **核心技能**：沟通。')).toEqual(['产品经理']);
  });

  it('counts the options an answer weighed, not the headings of its parts', () => {
    const weighed = [
      '### 什么情况下选国企',
      '- 想要稳定。',
      '### 什么情况下选外企',
      '- 英语好。',
      '### 要权衡的几点',
      '城市、收入。',
      '### 接下来',
      '①列出你看重的三件事。',
    ].join('\n');
    expect(listedItems(weighed)).toEqual(['国企', '外企']);
  });

  it('does not count a heading that introduces its own items as the first of them', () => {
    const outlets = '### 消防工程的主要出路\n- **消防救援队伍**：灭火救援。\n- **消防设计与审查**：做消防专篇。';
    expect(listedItems(outlets)).toEqual(['消防救援队伍', '消防设计与审查']);
    expect(followUpFailures('消防救援队伍要经招录进入。', outlets, { refers: 1 })).toEqual([]);
    // Naming the heading's subject still keeps the thread when no item is pointed at.
    expect(followUpFailures('消防工程的主要出路里，设计审查最缺人。', outlets, {})).toEqual([]);
  });

  it('第一个 must be the first item; an answer about another one loses the thread', () => {
    expect(followUpFailures('精算师每天要建模定价。', PREVIOUS, { refers: 1 }).map((f) => f.check)).toEqual(['thread']);
    expect(followUpFailures('数据分析师的一天：上午对齐需求，下午写 SQL 出报表。', PREVIOUS, { refers: 1 })).toEqual(
      [],
    );
    expect(followUpFailures('统计师在统计局工作，很稳定。', PREVIOUS, { refers: -1 })).toEqual([]);
  });

  it('without an ordinal, it must name at least one listed item', () => {
    expect(followUpFailures('多看看招聘网站。', PREVIOUS, {}).map((f) => f.check)).toEqual(['thread']);
    expect(followUpFailures('精算师最难考，建议先从数据分析师入手。', PREVIOUS, {})).toEqual([]);
  });

  it('repeating the previous answer fails, adding to it passes', () => {
    const repeat = `${PREVIOUS}\n补充一句：数据分析师入门最快。`;
    expect(followUpFailures(repeat, PREVIOUS, {}).map((f) => f.check)).toContain('repeat');
    const fresh =
      '数据分析师入门最快：先学 SQL 的分组与连接，再学 Excel 透视表和 Python 的数据处理库，最后做一个完整的分析项目。';
    expect(followUpFailures(fresh, PREVIOUS, {}).map((f) => f.check)).not.toContain('repeat');
  });
});
