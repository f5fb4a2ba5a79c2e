import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * Less common majors answered with their own entry: the majors added in majors.more.zh.json, each asked the way a
 * student asks, and the answer names that major's own outlets (not a neighbour's, not a generic block). Also two
 * phrasings of a major's question: '转行做什么' of a student (its moves, not the career change at 30) and '是不是只能
 * 当X' (its other outlets, not the card of X). Questions written for these tests.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });

/** Each added major, a question on it, and words its answer must carry. */
const ADDED: Array<[string, string, RegExp[]]> = [
  ['包装工程', '包装工程专业以后干什么', [/包材/, /快消|电商/]],
  ['轨道交通信号与控制', '读轨道交通的毕业去向', [/铁路局|电务/, /地铁/]],
  ['材料成型及控制工程', '材料成型及控制工程毕业能干什么', [/模具/, /焊接|压铸/]],
  ['测控技术与仪器', '测控技术与仪器就业方向有哪些', [/传感器|仪器/, /计量/]],
  ['生物工程', '生物工程毕业能干嘛', [/发酵/, /QA|质量/]],
  ['机械电子工程', '机械电子工程好就业吗', [/设备/, /PLC|调试/]],
  ['网络工程', '网络工程专业毕业都做些什么工作', [/华为|新华三|HCIA/, /运维/]],
  ['食品质量与安全', '食品质量与安全是不是天坑', [/品控|QA/, /检测/]],
  ['遥感科学与技术', '遥感科学与技术能找什么工作', [/影像|解译/, /自然资源/]],
  ['轮机工程', '轮机工程毕业后都去哪里了', [/轮机员|三管轮/, /船厂|船检/]],
];

describe('less common majors answered from their own entry', () => {
  it.each(ADDED)('%s', (name, question, words) => {
    const { text } = ask(question);
    const major = kb.planner.majorNames.find((n) => n.major.name === name)?.major;
    expect(major).toBeDefined();
    // Its own outlets, by name (the heading may be left out where it would echo a long question).
    for (const outlet of major!.outlets.slice(0, 2)) expect(text).toContain(`**${outlet.name}**`);
    for (const w of words) expect(text).toMatch(w);
  });

  it('a major whose name holds a shorter major alias is read whole (材料成型及控制工程 is not 自动化)', () => {
    expect(ask('材料成型及控制工程毕业能干什么').text).not.toContain('自动化的主要出路');
    expect(ask('生物工程毕业能干嘛').text).not.toContain('生物科学的主要出路');
  });

  it('应用物理 is read as 物理学', () => {
    expect(ask('应用物理学毕业能做什么工作').text).toContain('物理学的主要出路');
  });
});

describe("a major's own moves and its other roads", () => {
  it("a student's '转行做什么' of a major names its usual moves first, not the career change at 30", () => {
    const { text } = ask('测绘工程转行做什么好');
    expect(text).not.toContain('30 岁转行');
    expect(text).toMatch(/### 常见的转向\nGIS 开发/);
    expect(text.indexOf('### 常见的转向')).toBeLessThan(text.indexOf('测绘工程的主要出路'));
  });

  it('a change asked with working years or an age stays a career change', () => {
    const { text } = ask('做了三年物流管理的工作，转行做什么');
    expect(text).not.toContain('### 常见的转向\n');
  });

  it("'是不是只能当X' answers the major's outlets, not the card of X", () => {
    const preschool = ask('学前教育是不是只能当幼师').text;
    expect(preschool).toContain('学前教育的主要出路');
    expect(preschool).not.toContain('站内资料里没有');
    const chinese = ask('学了汉语言文学就只能当老师吗').text;
    expect(chinese).toContain('汉语言文学的主要出路');
    expect(chinese).not.toMatch(/从汉语言文学背景看/);
  });

  it("whether 小学教育 should study on names the 编制 a bachelor's already sits for", () => {
    expect(ask('小学教育要不要考研').text).toMatch(/编制/);
  });
});
