import type { KnowledgeBase } from './knowledge.js';
import type { Reading } from './understand.js';

/*
 * A degree from abroad, held or planned, and whether it counts at home: '英国读的硕士，回国考公务员有什么限制吗',
 * '香港读的授课型硕士 回来考选调认不认', '在职读了个马来西亚的线上博士，国内承认吗', '去澳洲读个一年半的硕士，回国找
 * 工作会被看不起吗'. It is a question of fact, answered by who certifies such a degree (教育部留学服务中心's 国（境）外
 * 学历学位认证) and what the posts ask: not the choice between studying on and working, nor a PhD's worth, which the
 * words 硕士 or 博士 alone would reach. Counting for the state's posts and papers (考公, 选调, 落户, 承认, 认证) is
 * the certification's topic; being hired by employers (找工作, 被看不起) the returning graduate's.
 * A choice of where or whether to study ('英国读研还是国内考研', '要不要去澳洲读研') asks no fact and keeps its decision.
 */

/** A degree from outside the mainland: 英国读的硕士, 港硕, 国外的学历, 马来西亚的线上博士, 海外文凭. */
const ABROAD =
  /(?:国外|海外|境外|留学|出国|英国|美国|澳洲|澳大利亚|加拿大|新加坡|日本|韩国|德国|法国|荷兰|爱尔兰|新西兰|马来西亚|泰国|菲律宾|俄罗斯|香港|澳门|港澳|台湾|欧洲)\p{Script=Han}{0,8}?(?:硕士|博士|本科|学位|学历|文凭|研究生|读研|读博|MBA|DBA)|(?:港|英|澳|美|新|马)(?:硕|博)/iu;
/** Counting for the state's posts and papers: 认可, 承认, 认不认, 认证, 考公, 选调, 落户, 有什么限制. */
const COUNTS =
  /认可吗|认不认|承认|认证|认吗|国家认|国内认|有效吗|算不算|能不能用|有什么限制|有限制|考公|考编|公务员|选调|事业单位|落户|报考/u;
/** Being hired with it: 找工作, 求职, 被看不起, 好找工作吗, 企业认不认. */
const HIRED = /找工作|求职|好找|看不起|被嫌弃|认可度|企业|校招|秋招/u;
/** A choice of where or whether to study, which is a decision, not a fact to look up. */
const CHOICE = /还是|要不要|该不该|值不值|值得吗|划算|亏不亏/u;
/** Readings the fact stands in for: study on or work, a PhD, an MBA or a job, abroad or at home, the exams' choice. */
const STANDS_IN = new Set([
  'kaoyan-or-job',
  'phd-or-job',
  'study-abroad-or-domestic',
  'xuandiao',
  'mba',
  'civil-service-soe-private',
]);
const OWN = new Set(['degree-certification', 'one-year-master-jobs']);

export function abroadDegree(kb: KnowledgeBase, reading: Reading, question: string): Reading {
  if (reading.followUp || OWN.has(reading.topic?.id ?? '')) return reading;
  if (reading.decision ? !STANDS_IN.has(reading.decision.id) : reading.topic !== undefined) return reading;
  if (!ABROAD.test(question) || CHOICE.test(question)) return reading;
  const id = COUNTS.test(question) ? 'degree-certification' : HIRED.test(question) ? 'one-year-master-jobs' : null;
  const topic = id ? kb.planner.topics.find((t) => t.id === id) : undefined;
  return topic ? { ...reading, decision: undefined, case: undefined, topic, options: [] } : reading;
}
