import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { searchJobs } from '../../src/providers/llm/offline/named.js';
import { scopeOf } from '../../src/providers/llm/offline/scope.js';
import { contraryToCase } from '../../src/providers/llm/offline/case-contrary.js';
import { noProfile, profileFor } from '../chat/planner-profiles.js';
import { chain } from './conversation.js';

/*
 * Questions written for these tests, one class each: a Holland type's name said of oneself is the result, not a
 * job's word, a pastime beside it, or a want for one option; a case written for a dislike is not the asker's when
 * they say the opposite; an asking phrase any topic could use (面试怎么解释) outweighed by the subject (空窗期); a
 * degree held and put to use (本科学历能考选调生吗) is no degree to take; a major's certificates; how many years a degree takes, asked as 读几年; being stuck in one's job, answered with how to grow there and where that job leads.
 */
const kb = buildKnowledgeBase();
const ask = (question: string, order: Parameters<typeof profileFor>[0]) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: profileFor(order) });

describe('a Holland type named by the asker', () => {
  it('reaches no occupation by its word (艺术型 is no 艺术总监)', () => {
    expect(searchJobs(kb, '我研究型和艺术型都很高，是读研好还是直接去做设计好？')).toEqual([]);
    expect(searchJobs(kb, '艺术总监是做什么的').length).toBeGreaterThan(0);
  });
  it('keeps a question about the result in scope whatever pastime it gives', () => {
    expect(scopeOf('为什么我的结果里艺术型分数最低？我其实挺喜欢看电影的')).toBe('career');
    expect(scopeOf('最近有什么好看的电影')).toBe('off-topic');
  });
  it('still weighs the two roads asked about, with no cue read from the type', () => {
    const { text } = ask('我研究型和艺术型都很高，是读研好还是直接去做设计好？', ['A', 'I', 'S', 'E', 'R', 'C']);
    expect(text).toMatch(/在(?:读研和设计|设计和读研)之间，我更建议你选/u);
    expect(text).not.toContain('你提到了“研究”');
  });
});

describe('a case written for a dislike', () => {
  it('is not the case of one who says they like it or that its type is high', () => {
    expect(contraryToCase('不喜欢做研究，要不要读研', '我研究型和艺术型都很高，是读研好还是直接工作好？')).toBe(true);
    expect(contraryToCase('不喜欢做研究，要不要读研', '我挺喜欢做研究的，要不要读研')).toBe(true);
    expect(contraryToCase('不喜欢做研究，要不要读研', '我不喜欢做研究，要不要读研')).toBe(false);
    expect(contraryToCase('不喜欢做研究，要不要读研', '我研究型很低，要不要读研')).toBe(false);
  });
  it('leaves the decision without that case', () => {
    const { thinking } = ask('我研究型和艺术型都很高，是读研好还是直接工作好？', ['A', 'I', 'S', 'E', 'R', 'C']);
    expect(thinking).not.toContain('不喜欢做研究');
  });
});

describe('stuck in the job one holds', () => {
  const stuck = (question: string) =>
    composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });
  it.each(['毕业三年一直在做行政，感觉没有成长，该怎么办', '做了五年会计，每天重复，感觉遇到瓶颈了'])('%s', (q) => {
    const { thinking, text } = stuck(q);
    expect(thinking).toContain('「工作几年没有成长、遇到瓶颈怎么办」');
    expect(text).toMatch(/先在内部找增量/u);
    expect(text).toMatch(/### 从.+出发，常见的转向/u);
  });
  it('names no job’s moves when no job is said', () => {
    const { text } = stuck('工作几年了感觉原地踏步，怎么办');
    expect(text).toMatch(/先在内部找增量/u);
    expect(text).not.toMatch(/常见的转向/u);
  });
});

describe('how many years a degree takes', () => {
  it('answers 那需要读几年 after a major from the major’s own length, first', () => {
    const [, reply] = chain('我想当医生，学临床医学怎么样', '那需要读几年？');
    expect(reply).toMatch(/大概要多久\n- 本科五年/u);
  });
});

describe('what the question is about, over how it asks', () => {
  const first = (question: string) =>
    composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });
  it('reads a gap on the résumé as that, not as being laid off', () => {
    expect(first('简历上有半年空窗期面试怎么解释').thinking).toContain('简历空窗期怎么处理');
    expect(first('被裁员了，下一份工作面试怎么解释').thinking).toContain('被裁员、被辞退后，面试怎么说');
  });
  it('reads 调剂 said in another clause than 复试 as the ask (考研复试被刷了，还能调剂吗)', () => {
    expect(first('考研复试被刷了，还能调剂吗，怎么操作').thinking).toContain('考研调剂');
  });
  it('reads a degree held and put to use as where the asker stands', () => {
    expect(first('本科学历能考选调生吗').thinking).toContain('选调生要不要考');
    expect(first('研究生学历可以报公务员吗').thinking).not.toContain('考研还是就业');
    expect(first('我是大专，想拿个本科学历').thinking).toContain('学历提升');
  });
  it('lists the certificates the major’s entry names, and a major’s name is no question about applying for it', () => {
    const { thinking, text } = first('金融专业可以考哪些证书');
    expect(thinking).toContain('考什么证');
    expect(text).toMatch(/### 金融学专业常见的证书\n1\. 证券从业资格/u);
  });
});

describe('a condition naming what the asker says does not suit them', () => {
  const first = (question: string) =>
    composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });
  it('is not met by it (不适合科研 is no match for 科研院所)', () => {
    expect(first('读了两年博士发现不适合科研，要不要退学').text).not.toMatch(/我更建议你选读博/u);
    expect(first('我很喜欢科研，以后想去高校当老师，读博还是工作').text).toMatch(/我更建议你选读博/u);
  });
});
