import { describe, expect, it } from 'vitest';
import { readSlang } from '../../src/providers/llm/offline/slang.js';
import { answersFromEntries, ask } from './entry-cases.js';

/*
 * Practical questions of a young worker answered from an entry written for them, not from a job card or a
 * neighbouring topic. Written for these tests, apart from the eval sets.
 */
describe('卷不过 said of people', () => {
  it('is being out-competed by them, not a crowded field', () => {
    expect(readSlang('感觉卷不过年轻人')).toBe('感觉竞争不过年轻人');
    expect(readSlang('三十多了卷不动了')).toBe('三十多了拼不动了');
    expect(readSlang('考公是不是卷不过')).toBe('考公是不是竞争激烈');
    expect(readSlang('试卷不过关')).toBe('试卷不过关');
  });
});

answersFromEntries('a worker in their thirties weighed against younger colleagues', [
  { q: '33岁了做后端，感觉卷不过年轻人怎么办', entry: '35 岁危机', says: /走深|架构|业务领域/ },
  { q: '年纪大了拼不动了，公司都招应届生', entry: '35 岁危机', says: /经验/ },
]);

describe('the clinical research coordinator (CRC)', () => {
  it('has a card of its own, with its day and where it leads', () => {
    const { text, thinking } = ask('CRC每天做什么');
    expect(thinking).toContain('临床研究协调员（CRC）');
    expect(text).toMatch(/受试者/);
  });

  it('answers a second aspect asked beside the first: the load and where it leads', () => {
    const { text } = ask('临床研究协调员累不累，以后往哪发展');
    expect(text).toMatch(/累在|事务多/);
    expect(text).toMatch(/发展路径/);
    expect(text).toMatch(/CRA/);
  });
});

answersFromEntries('a résumé with one internship, or none, and an internship one would leave', [
  { q: '我只有一段实习，简历怎么写得丰富点', entry: '简历上只有一段实习怎么写', says: /拆成|深挖/ },
  { q: '简历上实习就一段，会不会太少', entry: '简历上只有一段实习怎么写', says: /项目/ },
  { q: '没有实习，简历写什么', entry: '没有实习经历的简历怎么写', says: /课程设计|项目/ },
  { q: '大四了还一段实习都没有，来得及吗', entry: '实习怎么找', says: /春招|补录/ },
  { q: '实习天天打杂，什么都学不到，要不要走', entry: '实习不合适，想提前离开', says: /导师|实习证明/ },
  // A job, not an internship: whether to go is the decision of when to move.
  { q: '加班到十一点还没加班费，我要不要走', entry: '跳槽时机', says: /跳/ },
]);

answersFromEntries('preparing the civil-service exam in work, and a layoff at thirty-five', [
  { q: '边上班边考公，时间怎么安排', entry: '考公、国企还是私企', says: /资料分析|申论/ },
  { q: '上班族考公现实吗，晚上只有两小时', entry: '考公、国企还是私企', says: /在职备考/ },
  { q: '35岁被裁员了，接下来怎么找', entry: '被裁员后怎么办', says: /补偿/ },
]);

describe('a time of day is no subject', () => {
  it('names the exam, not 下班', async () => {
    const { questionSubjects } = await import('../../src/providers/llm/offline/subject.js');
    expect(questionSubjects('在职考公现实吗，每天下班只有两个小时')).toEqual(['在职考公']);
  });
});

answersFromEntries('a résumé for a job outside one’s major', [
  { q: '转专业求职，简历要怎么改', entry: '跨专业简历', says: /目标岗位/ },
]);

describe('what is asked of a job is no part of its name', () => {
  it('sends no card whose title shares only the ask (发展) with the question', () => {
    const { text, thinking } = ask('PMO这个岗位累吗，以后发展怎么样');
    expect(thinking).not.toContain('可持续发展专员');
    expect(text).not.toContain('可持续发展专员');
  });
});
