import { describe, expect, it } from 'vitest';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { readAlone } from '../../src/providers/llm/offline/understand.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * Questions written for these tests: an entry is reached by what a question is about, not by words any question may
 * use. A major's bare name (金融工程, 临床医学) or a job's (辅警) is no trigger of an entry about something else, and an
 * asking phrase with no subject (岗位怎么选, 有没有什么问题, 这段经历要不要写, 能不能多要) reaches its topic only
 * where the topic's subject is said beside it (the topic's `apart` pairs).
 */
const kb = buildKnowledgeBase();
const entry = (question: string) => {
  const r = readAlone(kb, question, noProfile);
  return r.topic?.id ?? (r.decision ? `${r.decision.id}${r.case ? `/${r.case.id}` : ''}` : undefined);
};

describe("a major's or a job's bare name", () => {
  it('does not reach an entry written for something else', () => {
    expect(entry('金融工程专业考研可以考哪些方向？')).not.toBe('path-quant');
    expect(entry('高考620分，想报金融工程，这个专业四年都学什么？')).not.toBe('path-quant');
    expect(entry('临床医学专业本科要读几年？和口腔医学比哪个好？')).not.toBe('medical-training');
    expect(entry('法学生想走知识产权方向，要考法考吗？')).not.toBe('path-patent-agent');
    expect(entry('大专毕业去当辅警有没有前途，能转正吗？')).not.toBe('police-physical');
  });
  it('still reaches the entry that is about it', () => {
    expect(entry('数学系想转量化，金融工程的知识要补哪些？')).toBe('path-quant');
    expect(entry('临床医学本科毕业要不要去规培？')).toBe('medical-training');
    expect(entry('我是学电子的，想转专利代理做知识产权方向，可以吗？')).toBe('path-patent-agent');
    expect(entry('近视600度能考辅警吗？体检查视力吗？')).toBe('police-physical');
    expect(entry('辅警体检对身高有要求吗')).toBe('police-physical');
  });
});

describe('an asking phrase with no subject', () => {
  it('does not reach a topic about another subject', () => {
    expect(entry('校招的时候岗位怎么选，技术岗和产品岗我都投了')).not.toBe('civil-job-table');
    expect(entry('考研跨专业，我本科的专业算不算跨考？')).not.toBe('civil-major-catalog');
    expect(entry('我的职业规划有没有什么问题？打算先工作两年再考研')).not.toBe('interview-ask-back');
    expect(entry('入职前有什么要问的？比如社保公积金')).not.toBe('interview-ask-back');
    expect(entry('保研看重实习经历吗？')).not.toBe('resume-star');
    expect(entry('大学参加过一年的学生会，这段经历要不要写？')).not.toBe('resume-short-stint');
    expect(entry('年假能不能多要几天，入职的时候怎么提？')).not.toBe('salary-negotiation');
    expect(entry('报了考研辅导班，现在不去了怎么说能退钱？')).not.toBe('decline-offer');
    expect(entry('和hr之间出了点问题，hr问题怎么处理？')).not.toBe('hr-interview');
  });
  it('reaches its topic with the subject said beside it', () => {
    expect(entry('国考岗位怎么选？三不限的岗位竞争太大了')).toBe('civil-job-table');
    expect(entry('考公的时候我的专业算不算岗位要求的专业？')).toBe('civil-major-catalog');
    expect(entry('面试最后面试官问我有没有什么问题要问，该问啥？')).toBe('interview-ask-back');
    expect(entry('简历上的实习经历怎么写才有亮点？')).toBe('resume-star');
    expect(entry('做了四个月就离职了，这段经历要不要写？')).toBe('resume-short-stint');
    expect(entry('拿到offer了，工资能不能多要一点？')).toBe('salary-negotiation');
    expect(entry('已经签了offer，现在不去了怎么说比较好？')).toBe('decline-offer');
  });
  it('asked of the graduate entrance or a minor, choosing a major is not the college entrance', () => {
    expect(entry('考研选专业，是选自己本专业还是换个好考的？')).toBe('kaoyan-school-choice');
    expect(entry('辅修专业怎么选，主修是会计')).toBe('minor-choice');
    expect(entry('高考选专业怎么选？分数一般')).toBe('gaokao-major-choice');
  });
  it('a résumé to look over reaches the résumé, not the questions to ask back', () => {
    expect(entry('帮我看看这份简历有没有什么问题')).toBe('resume-structure');
  });
});
