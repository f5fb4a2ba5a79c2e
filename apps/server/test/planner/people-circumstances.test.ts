import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { sexPart } from '../../src/providers/llm/offline/sex-said.js';
import { understand } from '../../src/providers/llm/offline/thread.js';
import { noProfile } from '../chat/planner-profiles.js';
import { kb } from './conversation.js';

/*
 * Career questions where the asker's sex, health, family or a lost job is the point: the answer speaks to that
 * first, correctly, then to the career step. Written for these tests, apart from the evaluation sets.
 */
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });
const read = (question: string) =>
  understand(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });
/** The answer's section headings, in order. */
const headings = (text: string) => text.split('\n').filter((l) => l.startsWith('### '));

describe('the asker’s sex asked about with a major or job', () => {
  it('leads with the law and where the real preferences are, then the field', () => {
    for (const q of ['女生学材料工程以后是不是很难找工作', '我是女生，学自动化的，面试会不会因为性别被刷']) {
      const { text } = ask(q);
      expect(headings(text)[0], q).toMatch(/^### 先说女生/u);
      expect(text, q).toMatch(/就业促进法》第二十七条/u);
      expect(text, q).toMatch(/12333|12338/u);
    }
  });

  it('says where a man is wanted in a field mostly women work in', () => {
    const { text } = ask('男生读护理专业以后好找工作吗，会不会很尴尬');
    expect(headings(text)[0]).toBe('### 先说男生学护理这件事');
    expect(text).toMatch(/男护士/u);
    expect(text).toMatch(/护士执业资格考试/u);
  });

  it('follows a case written for women, which answers the practical side, with the law', () => {
    const { text } = ask('女生学土木要不要去施工单位，会不会很难');
    const sex = text.indexOf('### 先说女生');
    expect(sex).toBeGreaterThan(0);
    expect(text.indexOf('施工单位除现场技术岗外')).toBeGreaterThan(0);
    expect(text.indexOf('施工单位除现场技术岗外')).toBeLessThan(sex);
  });

  it('is left to the entries on marriage and children, and to questions not about prospects', () => {
    expect(sexPart('女生面试被问什么时候生孩子怎么答', read('女生面试被问什么时候生孩子怎么答'))).toBeNull();
    expect(sexPart('我是女生，简历模板哪里下载', read('我是女生，简历模板哪里下载'))).toBeNull();
  });
});

describe('a job lost to illness, or a layoff with no compensation', () => {
  it('reads an illness and a dismissal as the sick-leave protection, not as a hospital job', () => {
    const { text, reading } = ask('做完手术请了两个月病假，回去公司就说要辞退我，这合法吗');
    expect(reading.topic?.id).toBe('sick-leave-dismissal');
    expect(text).toMatch(/医疗期/u);
    expect(text).toMatch(/第四十二条/u);
  });

  it('answers a layoff without compensation with the law and where to complain', () => {
    const { text, reading } = ask('公司说效益不好要裁人，一分钱补偿都不给，还让我们自己写辞职信');
    expect(reading.topic?.id).toBe('layoff-unpaid');
    expect(text).toMatch(/12333/u);
    expect(text).toMatch(/劳动仲裁/u);
  });

  it('answers how much unemployment benefit comes to from its own entry', () => {
    expect(read('刚被裁了，失业金一个月能领多少').topic?.id).toBe('unemployment-benefit');
  });
});

describe('marriage and children at work', () => {
  it('says what a dismissal while pregnant entitles to', () => {
    const { text } = ask('怀孕两个月公司就找理由把我辞退了，我能怎么维权');
    expect(text).toMatch(/2N/u);
    expect(text).toMatch(/继续履行劳动合同/u);
  });

  it('gives words to answer the marriage question with, beside the law', () => {
    const { text } = ask('面试老被问婚育计划，我去年刚结婚，该怎么回答');
    expect(text).toMatch(/回答：“[^”]+”/u);
    expect(text).toMatch(/妇女权益保障法/u);
  });
});

describe('family circumstances', () => {
  it('reads a parent’s illness and going home to care as the caregiving entry', () => {
    const { text } = ask('我爸查出肺癌，我在深圳做开发，想辞职回老家照顾他');
    expect(text).toMatch(/护理假/u);
  });

  it('reads a family pressing marriage as the family’s wish, not as a pregnancy at work', () => {
    const { text, reading } = ask('爸妈催我回去结婚生孩子，我在杭州工作两年了，不想回去');
    expect(reading.decision?.id).toBe('parents-disagree');
    expect(text).not.toMatch(/怀孕、产假与工作权益/u);
  });
});
