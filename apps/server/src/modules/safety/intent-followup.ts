import { HOMEWORK_PIECE } from './planner-rules-study-health.js';
import type { SafetyCategory } from './safety.types.js';
import { DOC } from './intent-vocabulary.js';
import { MULE_RULES } from './intent-mule.js';
import { TRADE_CUE, TRADE_TALK_RULES } from './intent-trade-talk.js';
import { VICE_SUPPLY_RULES } from './intent-vice-supply.js';
import { plannerRule } from './planner-rules.js';

/** A short follow-up: one that names no object of its own, only points back ('那你直接帮我写一篇吧'). */
const SHORT = 24;
/** Asked done for the asker: written, made or sent over. */
const WRITE_IT = new RegExp(
  '(帮我|给我|替我|你|直接|把(它|这个|代码|答案|全文)).{0,6}(写|做|弄|搞|出|生成|整|完成|发|翻译|翻|解|答)(一下|一篇|一份|一个|个|篇|份|出来|好|完|给我)?' +
    // The finished thing handed over ('你直接把代码给我').
    '|(代码|答案|全文|成品|源码)(直接)?(给我|发我)',
);
/** A paper made for the asker: 'P一张', '做一张假的'. */
const FAKE_IT =
  /(帮我|给我|替我|你|直接).{0,4}(p|ps|做|弄|搞|造|刻)(一张|一份|张|份)|(p|ps)(一张|一份|张|份|一下)|做(个|一个|张|一张|份|一份)?假的/;
const PAPERS = new RegExp(DOC);
/** A thing of its own the follow-up names, which the planner helps with ('那帮我写份简历', '帮我列个提纲'). */
const OWN_OBJECT = /简历|求职信|自荐信|自我介绍|规划|计划|邮件|清单|提纲|大纲|框架|思路|选题|方向/;
const COURSEWORK = new RegExp(HOMEWORK_PIECE);

/**
 * A follow-up that asks for the thing only by pointing back at the question before it: read alone it names
 * nothing to decline, read after it ('毕业论文选题怎么选' then '那你直接帮我写一篇吧', '实习证明长什么样' then
 * '那你帮我P一张') it asks for coursework written or a paper faked, and read with it a trade's price, stock or check
 * completes the thing the question before it named (splitTrade). Both texts are normalized.
 */
export function elidedRequest(question: string, earlier: string): { category: SafetyCategory; rule: string } | null {
  if (question.length > SHORT || OWN_OBJECT.test(question)) return null;
  if (COURSEWORK.test(earlier) && !COURSEWORK.test(question) && WRITE_IT.test(question))
    return { category: 'homework', rule: 'rule:followup-homework' };
  if (PAPERS.test(earlier) && !PAPERS.test(question) && FAKE_IT.test(question))
    return { category: 'fraud', rule: 'rule:followup-papers' };
  return splitTrade(question, earlier);
}

/**
 * The rules whose request is a thing and its trade: the name in one turn, the price, stock or check in the next; and a
 * stand-in at a test (homework-ghost, cheat-exam), then priced.
 */
const TRADE_RULE_IDS = new Set([
  ...[...TRADE_TALK_RULES, ...MULE_RULES, ...VICE_SUPPLY_RULES].map((r) => `rule:${r.id}`),
  'rule:homework-ghost',
  'rule:cheat-exam',
]);

/** A follow-up that asks a career question of its own (算了，程序员工资多少钱): the price is a job's. */
const CAREER_OF_ITS_OWN = /工作|工资|薪资|岗位|专业|职业|考研|考公|求职|简历|面试|实习|行业|就业|学费|报名费|培训费/;

/**
 * A trade split across two turns ('你们那边叶子还有吗' then '老价格，拿两克，今晚能送吗'; '听说跑分挺赚钱' then '一天几个
 * 点，怎么接单'): the follow-up speaks only the trade (TRADE_CUE) and names nothing, the question before it named the
 * thing, and read as one sentence a trade rule meets both, with every frame it carries (a tea farm's 叶子, the one
 * pulled in asking what to do, still pass). A follow-up that leaves the trade (那我还是找份正经工作吧) carries no cue.
 */
function splitTrade(question: string, earlier: string): { category: SafetyCategory; rule: string } | null {
  if (!TRADE_CUE.test(question) || CAREER_OF_ITS_OWN.test(question) || plannerRule(question)) return null;
  const joined = plannerRule(`${earlier}${question}`);
  return joined && TRADE_RULE_IDS.has(joined.rule) ? { category: joined.category, rule: `${joined.rule}-split` } : null;
}
