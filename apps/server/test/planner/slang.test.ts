import { describe, expect, it } from 'vitest';
import { readChoice } from '../../src/providers/llm/offline/choice-read.js';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { readSlang } from '../../src/providers/llm/offline/slang.js';
import { questionSubjects } from '../../src/providers/llm/offline/subject.js';
import { noProfile } from '../chat/planner-profiles.js';

/* Students' slang read as what it means, where it means that. Written for these tests, apart from the eval sets. */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });

describe('slang read as what it means', () => {
  it('reads 凉了 of a field as no future, and leaves it as said of an interview or a letter', () => {
    expect(readSlang('土木是不是凉了，大三还来得及转吗')).toBe('土木是不是没前途了，大三还来得及转吗');
    expect(readSlang('法学是不是凉凉了')).toBe('法学是不是没前途了');
    expect(readSlang('面完三天没消息是不是凉了')).toBe('面完三天没消息是不是凉了');
    expect(readSlang('档案寄了吗')).toBe('档案寄了吗');
    // Having missed a season, it asks whether there is still time.
    expect(readSlang('我大四了错过秋招是不是就寄了')).toBe('我大四了错过秋招还来得及吗');
  });

  it('reads competition, leaving and moving into programming', () => {
    expect(readSlang('现在考公是不是卷疯了')).toBe('现在考公是不是竞争激烈');
    expect(readSlang('试卷好难')).toBe('试卷好难');
    expect(readSlang('想润去国企')).toBe('想去国企');
    expect(readSlang('利润高的行业')).toBe('利润高的行业');
    expect(readSlang('润出国读研还是国内考研')).toBe('出国读研还是国内考研');
    expect(readSlang('文科生转码现实吗')).toBe('文科生转行做程序员现实吗');
    expect(readSlang('生化环材真的是四大天坑吗')).toBe('生化环材真的是就业难的专业吗');
    expect(readSlang('新能源还有红利吗')).toBe('新能源前景怎么样');
    expect(readSlang('上个月被优化了')).toBe('上个月被裁员了');
    expect(readSlang('老板一直画饼')).toBe('老板一直口头承诺');
    expect(readSlang('被毕业生挤掉了')).toBe('被毕业生挤掉了');
  });

  it('reads leaving, backing out, the offer pool and long hours, where they mean that', () => {
    expect(readSlang('工资不高，要不要跑路')).toBe('工资不高，要不要离职');
    expect(readSlang('老板跑路了工资怎么办')).toBe('老板跑路了工资怎么办');
    expect(readSlang('想鸽了已经签的offer')).toBe('想违约已经签的offer');
    expect(readSlang('朋友鸽了我')).toBe('朋友鸽了我');
    expect(readSlang('终面后在泡池子，要等多久')).toBe('终面后面试后等通知，要等多久');
    expect(readSlang('公司大小周')).toBe('公司加班多');
    expect(readSlang('宇宙的尽头是考公吗')).toBe('是不是都该考公吗');
  });

  it('answers a field said to be 凉了 about the field, not about an interview gone quiet', () => {
    const { text } = ask('土木是不是凉了，大三还来得及转吗');
    expect(text).toContain('土木工程');
    expect(text).not.toContain('跟进');
    // The interview topic still answers its own 凉了.
    expect(ask('面试完一周了还没消息，是不是凉了').text).toContain('跟进');
  });

  it('answers having missed 秋招 from what is left after it, not from the returnee’s case', () => {
    const { thinking, text } = ask('我大四了错过秋招是不是就寄了');
    expect(thinking).toContain('校招与社招的区别');
    expect(text).toContain('春招');
    // A returnee who missed it still reaches the returnee's entry.
    expect(ask('留学生错过秋招怎么办').thinking).toContain('留学回国求职');
  });

  it('reads 还是 before a word of standing as still, not as or', () => {
    expect(readChoice('计算机现在还是风口吗')).toBeNull();
    expect(readChoice('计算机现在还是前景好的行业吗')).toBeNull();
    expect(readChoice('考研和考公我该选哪个')?.options).toEqual(['考研', '考公']);
  });

  it('ends a subject before the predicate of a colloquial question', () => {
    expect(questionSubjects('运营具体做什么')).toEqual(['运营']);
    expect(questionSubjects('学硕读几年')).toEqual(['学硕']);
    expect(questionSubjects('互联网运营还值得做吗')).toEqual(['互联网运营']);
    expect(questionSubjects('现在考公竞争激烈吗')).toEqual(['考公']);
    expect(questionSubjects('想违约已经签的offer')).toEqual(['违约']);
  });
});

describe('a term asked about is not read as slang', () => {
  it('keeps 大小周 when its meaning or lawfulness is asked, and reads it as long hours otherwise', () => {
    expect(readSlang('大小周到底是什么')).toBe('大小周到底是什么');
    expect(readSlang('什么叫大小周')).toBe('什么叫大小周');
    expect(readSlang('大小周合法吗')).toBe('大小周合法吗');
    expect(readSlang('新公司大小周，要不要去')).toBe('新公司加班多，要不要去');
  });
});
