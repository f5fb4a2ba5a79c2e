import { CONDUCT_RULES, helpsOthersInDistress } from './intent-conduct.js';
import { pressedOrWitnessAsking, relativesRecord } from './intent-frames.js';
import { COURSEWORK_RULES } from './intent-coursework.js';
import { DISTRESS_RULES } from './intent-distress.js';
import { OBLIQUE_DISTRESS_RULES } from './intent-distress-oblique.js';
import { EVASION_RULES } from './intent-evasion.js';
import { FAREWELL_RULES } from './intent-farewell.js';
import { FAREWELL_PLACE_RULES } from './intent-farewell-places.js';
import { HARM_WISH_RULES } from './intent-harm-wish.js';
import { TOWARDS_OTHERS_RULES } from './intent-towards-others.js';
import { INTENT_RULES } from './intent-rules.js';
import { MEANS_RULES } from './intent-means.js';
import { MULE_RULES } from './intent-mule.js';
import { CUSTOMS_TAX_RULES } from './intent-customs-tax.js';
import { PAYROLL_SYSTEM_RULES } from './intent-payroll-systems.js';
import { WEAPON_MADE_RULES } from './intent-weapons-made.js';
import { CENSORSHIP_RULES } from './intent-censorship.js';
import { PRYING_RULES } from './intent-prying.js';
import { NAMED_PRYING_RULES } from './intent-prying-named.js';
import { REACH_PRYING_RULES } from './intent-prying-reach.js';
import { EXAM_ROLE_RULES } from './intent-exam-roles.js';
import { BENEFIT_FRAUD_RULES } from './intent-social-insurance.js';
import { VICE_RULES } from './intent-vice.js';
import { VICE_PLAIN_RULES } from './intent-vice-plain.js';
import { VICE_UNNAMED_RULES } from './intent-vice-unnamed.js';
import { VICE_SUPPLY_RULES } from './intent-vice-supply.js';
import { VICE_ODDS_RULES } from './intent-vice-odds.js';
import { VICE_GAME_RULES } from './intent-vice-games.js';
import { VICE_MOVE_RULES } from './intent-vice-moves.js';
import { VICE_USE_RULES } from './intent-vice-use.js';
import { VICE_TEST_RULES } from './intent-vice-test.js';
import { TRADE_TALK_RULES } from './intent-trade-talk.js';
import { WORKPLACE_RULES } from './intent-workplace.js';
import { PAPERS_COLLOQUIAL_RULES } from './intent-papers-colloquial.js';
import { UNNOTICED_RULES } from './intent-unnoticed.js';
import { SCAM_SLUR_RULES } from './intent-scams-slurs.js';
import { UNNAMED_WRONG_RULES } from './intent-unnamed-wrongs.js';
import { asksConsequenceOnly } from './intent-vocabulary.js';
import { OFF_LIMITS_RULES } from './planner-rules-off-limits.js';
import { FOR_ME, STUDY_HEALTH_RULES } from './planner-rules-study-health.js';
import type { SafetyCategory } from './safety.types.js';

/**
 * Requests the planner declines where a keyword is too blunt: the same words appear in questions it should
 * answer (药 in 药剂师, 论文 in 论文选题和就业). Each rule reads the normalized question (no spaces or
 * symbols, lower case) and names an ask, not a topic: writing someone's homework, which medicine or dose to take,
 * whether one has an illness, and words of a person in distress. The rules themselves are in
 * planner-rules-study-health.ts and planner-rules-off-limits.ts; this file orders them with the intent rules and
 * applies them.
 */
export interface PlannerRule {
  id: string;
  category: SafetyCategory;
  pattern: RegExp;
  /** Not this rule's request after all, though its pattern matched. */
  unless?: (normalized: string) => boolean;
}

/** The fraud rules a question about consequences is let through. */
const CONSEQUENCE_ASKED = new Set([
  'fraud-forge',
  'forge-document',
  'fraud-inflate-degree',
  'fraud-buy-degree',
  'inflate-papers',
  'fake-attendance',
  'cheat-exam',
  'pad-expenses',
  // 用假的学历入职会被开除吗: the risk asked, not the way.
  'fraud-fake-papers-used',
]);

/**
 * Distress said indirectly first (in words, then as an image or a farewell), with self-harm asked as a means (whatever else the question asks, the person is
 * pointed to help), the rules naming an ask, then the intent rules combining an act with its object or a cue.
 */
const ALL_RULES: PlannerRule[] = [
  ...DISTRESS_RULES,
  ...OBLIQUE_DISTRESS_RULES,
  ...FAREWELL_RULES,
  ...FAREWELL_PLACE_RULES,
  ...MEANS_RULES,
  ...STUDY_HEALTH_RULES,
  ...OFF_LIMITS_RULES,
  ...INTENT_RULES,
  ...HARM_WISH_RULES,
  ...TOWARDS_OTHERS_RULES,
  ...CONDUCT_RULES,
  ...PRYING_RULES,
  ...NAMED_PRYING_RULES,
  ...REACH_PRYING_RULES,
  ...VICE_RULES,
  ...VICE_PLAIN_RULES,
  ...VICE_UNNAMED_RULES,
  ...VICE_SUPPLY_RULES,
  ...VICE_ODDS_RULES,
  ...VICE_GAME_RULES,
  ...VICE_MOVE_RULES,
  ...VICE_USE_RULES,
  ...VICE_TEST_RULES,
  ...TRADE_TALK_RULES,
  ...MULE_RULES,
  ...COURSEWORK_RULES,
  ...EVASION_RULES,
  ...WORKPLACE_RULES,
  ...PAPERS_COLLOQUIAL_RULES,
  ...UNNOTICED_RULES,
  ...SCAM_SLUR_RULES,
  ...UNNAMED_WRONG_RULES,
  ...BENEFIT_FRAUD_RULES,
  ...EXAM_ROLE_RULES,
  ...CUSTOMS_TAX_RULES,
  ...PAYROLL_SYSTEM_RULES,
  ...WEAPON_MADE_RULES,
  ...CENSORSHIP_RULES,
];

/**
 * A question about what a medical profession does at work (精神科医生开处方要什么资质, 药剂师要审核处方药的用量吗,
 * 药物警戒工作要统计过量报告, 药剂师面试会问剂量计算吗), or a dose given wrongly asked for the liability it carries at work
 * (护士打胰岛素剂量算错了担什么责任): the prescribing or dosing is the job asked about, not advice asked for.
 */
const MEDICAL_JOB =
  /(医生|医师|大夫|药剂师|药师|护士|医药代表|药代|麻醉师|心理咨询师|咨询师|治疗师|协调员|crc|cra|监查员|药企|药店店员|药店|药物警戒|药品监管|药监|药学生|医学生|毒理|药理)[^吃]{0,6}(要|需要|必须|得|会|能|可以|怎么|如何|的|在)?(课|讲|面试|笔试|招聘|审核|核对|开处方|管理|负责|学|考|资质|资格|执照|职责|权限|工作|日常|判断|诊断|接诊|懂|了解|掌握|熟悉|记|背)|(剂量|用量|药量|药)[^，。]{0,4}(算错|用错|给错|打错|搞错|发错|配错)[^。]{0,8}(责任|担责|处分|事故|赔偿)/;
/**
 * A customer's or a patient's question brought to the counter or the ward, asked how to answer (顾客来买安眠药问一次能吃
 * 几片，我该怎么回答): the dose is the customer's, and answering them is the work.
 */
const CUSTOMER_ASKS =
  /(顾客|客人|患者|病人|家属)(来)?[^，。]{0,12}(问|买|咨询)[^。]{0,16}(怎么|如何|该怎么)(回答|回复|解释|应对|处理|劝)/;
/**
 * What a job asks of whoever does it (理赔调查员需要去查别人的病历吗, 安全测试工程师会不会被要求入侵系统): the prying or
 * breaking in is the duty asked about, not an ask to do it.
 */
const JOB_DUTY =
  /(员|师|官|岗位|工作|职业|这行|专业|课程)[^，。]{0,2}(需要|要|会|得|会不会|是不是|要不要|能不能|都)(被要求)?(去)?[^，。]{0,2}(学|考|教|查|看|接触|处理|调取|入侵|获取|涉及)/;
const DUTY_CATEGORIES = new Set<SafetyCategory>(['privacy', 'illegal']);
/**
 * Wrongs the asker may be pressed into by someone above or beside them, or have found out (同事让我帮他虚报加班费，
 * 我不想干): asking what to do, they are the one at risk, as with a keyword of these categories (namedToGuard).
 */
const PRESSED_CATEGORIES = new Set<SafetyCategory>(['illegal', 'fraud', 'gambling_drugs', 'privacy']);

/**
 * Asked for oneself, under a claimed profession (我是医生…) or a role given to the planner (你是医生，判断一下…),
 * which would otherwise open dosing and diagnosis to anyone.
 */
const ASKED_FOR_ONESELF = new RegExp(
  `${FOR_ME}|我是|我作为|作为(一名|一个)?(医生|医师|药剂师|药师|护士)|你(是|来当|来做|扮演)|假装|扮演|我(是不是|有没有|会不会|得了|得的)`,
);

/**
 * The first rule the normalized question matches, as `rule:<id>`; null when none does. `read` is the question with
 * its disguises read back (disguise.ts), where it differs.
 */
export function plannerRule(normalized: string, read = normalized): { category: SafetyCategory; rule: string } | null {
  const aboutTheJob =
    (MEDICAL_JOB.test(normalized) && !ASKED_FOR_ONESELF.test(normalized)) || CUSTOMER_ASKS.test(normalized);
  const dutyOfAJob = JOB_DUTY.test(normalized) && !new RegExp(`${FOR_ME}|教我|我想|我要`).test(normalized);
  // Helping others is heard in the question as meant too ('suicide prevention hotline' is read as 自杀干预热线).
  const helpsOthers = helpsOthersInDistress(normalized) || helpsOthersInDistress(read);
  // The one pressed into it, and the one whose relative was convicted of it, asking about their own path.
  const pressed = pressedOrWitnessAsking(normalized) || relativesRecord(normalized);
  for (const r of ALL_RULES) {
    if (aboutTheJob && r.category === 'medical') continue;
    if (dutyOfAJob && DUTY_CATEGORIES.has(r.category)) continue;
    if (r.category === 'self_harm' && helpsOthers) continue;
    if (pressed && PRESSED_CATEGORIES.has(r.category)) continue;
    if (CONSEQUENCE_ASKED.has(r.id) && asksConsequenceOnly(normalized)) continue;
    if (r.pattern.test(normalized) && !r.unless?.(normalized)) return { category: r.category, rule: `rule:${r.id}` };
  }
  return null;
}
