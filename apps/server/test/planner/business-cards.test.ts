import { describe, expect, it } from 'vitest';
import { pairPointedBack } from '../../src/providers/llm/offline/follow-pair-back.js';
import { typedTitle } from '../../src/providers/llm/offline/job-title.js';
import { namedJobs } from '../../src/providers/llm/offline/named.js';
import { noProfile } from '../chat/planner-profiles.js';
import { chain, kb } from './conversation.js';

/*
 * Common office, technical and health jobs with cards of their own (career-roles.business.zh.json and
 * career-roles.health.zh.json): reached by the words people use for them, answered with the certificate that job
 * really has, and kept out of the longer words that hold their short names. Written for these tests, apart from the
 * evals.
 */
const card = (q: string) => namedJobs(kb, q).roles[0]?.id;

describe('business and health jobs named the way people say them', () => {
  it.each([
    ['做售前要经常出差吗', 'presales-engineer'],
    ['解决方案工程师要懂代码吗', 'presales-engineer'],
    ['会展策划经常出差吗', 'exhibition-planner'],
    ['工业设计师要会犀牛吗', 'industrial-designer'],
    ['PMP 值得考吗', 'project-manager'],
    ['用研岗要读研吗', 'user-researcher'],
    ['应届生去做猎头怎么样', 'headhunter'],
    ['危机公关是做什么的', 'public-relations'],
    ['数字IC验证好入门吗', 'ic-engineer'],
    ['数仓开发和后端哪个累', 'data-engineer'],
    ['客户成功经理考核什么', 'customer-success'],
    ['企业内训师怎么当', 'corporate-trainer'],
    ['北美精算师难考吗', 'actuary'],
    ['数值策划要数学好吗', 'game-designer'],
    ['康复治疗师一天做几个病人', 'rehab-therapist'],
    ['医院检验科要值夜班吗', 'medical-lab-technologist'],
    ['注册营养师怎么报名', 'dietitian'],
    ['物业管家天天被投诉吗', 'property-manager'],
    ['新能源汽车维修要什么证', 'auto-technician'],
    ['旅行社计调累不累', 'tour-guide'],
    ['大学辅导员是编制吗', 'college-counselor'],
  ])('%s: %s', (q, id) => {
    expect(card(q)).toBe(id);
  });

  it('names both jobs of a comparison with a neighbour', () => {
    const ids = namedJobs(kb, '售前和销售有什么区别').roles.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining(['presales-engineer', 'sales']));
  });

  it('leaves the neighbouring cards their own words', () => {
    expect(card('品牌和营销有什么区别')).toBe('marketing');
    expect(card('游戏公司加班多吗')).toBe('game-industry');
    expect(card('数据分析师要会Python吗')).toBe('data-analyst');
    expect(card('招聘专员每天做什么')).toBe('recruiter');
    expect(card('ERP实施顾问出差多吗')).toBe('implementation-engineer');
    expect(card('补习班老师要教资吗')).toBe('tutoring-teacher');
  });
});

describe('a short job name inside a longer word', () => {
  it.each([
    ['应用研究型的硕士好找工作吗', 'user-researcher'],
    ['当健身教练要会指导游泳吗', 'tour-guide'],
    ['做项目要能带领队伍，我适合吗', 'tour-guide'],
    ['工厂维修车间的设备员前途如何', 'auto-technician'],
  ])('%s names no %s', (q, id) => {
    expect(namedJobs(kb, q).roles.map((r) => r.id)).not.toContain(id);
  });

  it('still finds the job when it is said as itself beside such a word', () => {
    expect(card('想当导游，带游客要会讲解吗')).toBe('tour-guide');
    expect(card('汽车维修车间的师傅累吗')).toBe('auto-technician');
    expect(card('做用研需要会统计吗')).toBe('user-researcher');
  });
});

describe('a question about one of these jobs', () => {
  it.each([
    ['康复治疗师要考什么证', /康复医学治疗技术/u],
    ['医学检验技师要考什么证', /临床医学检验技术/u],
    ['导游证怎么考', /全国导游资格考试/u],
    ['精算师要考哪些证', /中国精算师协会/u],
    ['PMP证书有用吗', /项目管理协会|PMI/u],
    ['高校辅导员要求是什么', /43 号/u],
  ])('%s names its certificate or rule', (q, re) => {
    const [answer] = chain(q);
    expect(answer).toMatch(re);
  });
});

describe('a title typed after where it is held', () => {
  it('is the title alone, not the words before 的', () => {
    expect(typedTitle('SaaS公司的客户成功经理是干嘛的')?.title).toBe('客户成功经理');
    const [answer] = chain('SaaS公司的客户成功经理是干嘛的');
    expect(answer).not.toMatch(/司的客户/u);
    expect(answer).toMatch(/续约|续费/u);
  });
});

describe('a comparison that points back with 它', () => {
  it('is read, a turn later, as about the subject before it first', () => {
    expect(pairPointedBack(kb, '它和项目经理有什么区别？', ['产品经理要会哪些技能？'], noProfile)).toBe(
      '产品经理和项目经理有什么区别？',
    );
    expect(pairPointedBack(kb, '项目经理和它有什么区别？', ['产品经理要会哪些技能？'], noProfile)).toBeNull();
    const [, , third] = chain('产品经理要会哪些技能？', '它和项目经理有什么区别？', '那我先从哪一个学起？');
    expect(third).toContain('产品经理');
    expect(third).toMatch(/需求分析/u);
  });
});
