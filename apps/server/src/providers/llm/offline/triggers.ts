import { contraryToCase } from './case-contrary.js';
import { caseBySharedWords, caseByWords } from './case-words.js';
import { reversedCase } from './case-reversed.js';
import { askingClause, choiceAskedOver } from './choice-asked.js';
import type { Case, TriggerTarget } from './content/load.js';
import type { Decision, Topic } from './content/schema.js';
import type { KnowledgeBase } from './knowledge.js';
import { hasMoves, leavingCase, readChange, saysOnlyTheMove } from './change.js';
import { inAskingClause, inMetInPhrase, inObstacleClause, inStatedClause } from './clause-role.js';
import { DOUBTED_PATH, familyDoubt } from './family-doubt.js';
import { readParaphrased } from './paraphrase.js';
import { readRoads, type RoadSpan } from './road-words.js';
import { placesIn } from './places.js';
import { negatedBefore, CJK_SPACE } from './said-no.js';
import { premiseUnsaid } from './entry-premise.js';
import { apartHits } from './apart-words.js';
import { withNarrowerShare } from './narrower-topic.js';
import { readSpoken } from './typos.js';
import { askedIndex, endsOf, LOOSE_GAP, looseIndex, swapped } from './phrase-search.js';
import type { Reading } from './understand.js';
import { workplaceSaid } from './workplace-said.js';

/*
 * Which decision, case or topic a question is about: the planner content's trigger phrases found in it (as written,
 * with a few words inserted, or a case's words in another order), never where the asker says no to them.
 */

interface TriggerHit {
  target: TriggerTarget;
  key: string;
  option?: number | undefined;
  /** Found with words between its parts ('找到一份好实习' for 找实习): it counts for less than the phrase itself. */
  loose?: boolean;
  /** Found split by nothing but the asking ('实习怎么转正' for 实习转正): it counts as said. */
  asked?: boolean;
  /** Where it was found in the question as read (lower case, no spaces between scripts). */
  at?: number;
}

/**
 * The college entrance's 调剂, a major one was assigned rather than chose ('专业是调剂的', '被调剂到行政管理'), is not
 * the graduate entrance's: said without a word of graduate study, the 考研调剂 entries do not answer it.
 */
const MAJOR_ASSIGNED =
  /高考.{0,6}调剂|服从(?:专业)?调剂|专业(?:是|被)?(?:被)?调剂|调剂(?:的|来的|过来的)专业|被调剂(?:到|进|去)?(?:了)?\p{Script=Han}{0,8}专业|(?:专业|本科).{0,4}被调剂/u;
const GRADUATE_ENTRY = /考研|研究生|读研|复试|初试|国家线|一志愿|研招|硕士|上岸/u;

/**
 * A case's condition (`onlyWith`): a word of its subject said in the question ('复试怎么准备，要联系导师吗' is no 夏令营's
 * 联系导师). A case unmet is not found; its decision is, by its own phrases.
 */
const conditionMet = (words: readonly string[] | undefined, lower: string) =>
  !words || words.some((w) => lower.includes(w.toLowerCase()));

/** The entry a phrase points at: a decision and its cases are one entry. */
const entryOf = (t: TriggerTarget) => (t.kind === 'topic' ? t.topic : t.decision);

/**
 * Whether another topic's longer phrase covers this topic's phrase where it is found: the longest phrase at a place
 * reads it ('室内设计作品集' is the interior portfolio, not also the 设计作品集 and 作品集 of portfolios in general).
 * Only between topics, two steps of the search of which one is the narrower: a decision's phrase inside a topic's, or
 * a topic's inside a decision's, says what the question weighs as well as which step it is at, and both count.
 */
function withinLonger(h: TriggerHit & { at: number }, all: ReadonlyArray<TriggerHit & { at: number }>): boolean {
  return all.some(
    (g) =>
      g.key.length > h.key.length &&
      g.target.kind === 'topic' &&
      h.target.kind === 'topic' &&
      entryOf(g.target) !== entryOf(h.target) &&
      g.at <= h.at &&
      h.at + h.key.length <= g.at + g.key.length,
  );
}

/**
 * A phrase of saying no found inside an asking whether: '能不能转专业' holds '不能转专业' but asks whether one can.
 */
const doubledAsking = (text: string, at: number, key: string) => key.startsWith('不') && text[at - 1] === key[1];

/** Trigger phrases in the question, skipping negated ones ('不想考公' rules 考公 out rather than asking about it). */
function triggerHits(kb: KnowledgeBase, text: string): TriggerHit[] {
  const lower = text.toLowerCase().replace(CJK_SPACE, '');
  const found: Array<TriggerHit & { at: number }> = [];
  // Thousands of phrases are tried for every question: one whose first character the question lacks is found neither
  // whole, nor turned round, nor split by the asking.
  const present = new Set(lower);
  const ends = endsOf(kb.planner.triggers);
  for (const [i, t] of kb.planner.triggers.entries()) {
    if (!present.has(ends[i]!.first) && !present.has(ends[i]!.swappedFirst)) continue;
    const said = Math.max(lower.indexOf(t.key), lower.indexOf(swapped(t.key)));
    const at = said >= 0 ? said : askedIndex(lower, t.key);
    if (at < 0 || negatedBefore(lower, at) || doubledAsking(lower, at, t.key)) continue;
    found.push({ target: t.target, key: t.key, option: t.option, at, asked: said < 0 });
  }
  // A phrase split by the asking finds an entry not said whole; one said whole already counts for its entry.
  const whole = new Set(found.filter((h) => !h.asked).map((h) => entryOf(h.target)));
  const undergraduate = MAJOR_ASSIGNED.test(lower) && !GRADUATE_ENTRY.test(lower);
  const hits: TriggerHit[] = found.filter(
    (h) =>
      !withinLonger(h, found) &&
      !(h.asked && whole.has(entryOf(h.target))) &&
      !(undergraduate && h.key.includes('调剂')),
  );
  // A topic's words said apart count as its phrase would (apart-words.ts), save those a phrase of it found already
  // says ('实习转正' said whole is not said twice); they cover no other phrase's place.
  for (const h of apartHits(kb.planner.topics, lower, negatedBefore)) {
    const said = hits.filter((g) => entryOf(g.target) === entryOf(h.target)).map((g) => g.key);
    const more = h.words.filter((w) => !said.some((k) => k.includes(w)));
    if (more.length) hits.push({ ...h, key: more.join('') });
  }
  if (hits.some((h) => h.option === undefined)) return hits;
  // No phrase as written (an option's name alone does not choose): the phrases found with a few words inserted.
  for (const [i, t] of kb.planner.triggers.entries()) {
    if (!present.has(ends[i]!.first) || !present.has(ends[i]!.last)) continue;
    const at = looseIndex(lower, t.key);
    if (at < 0 || negatedBefore(lower, at)) continue;
    hits.push({ target: t.target, key: t.key, option: t.option, loose: true, at });
  }
  return hits;
}

/**
 * Asking whether something lets one take a path, affects it, is found out or earns a concession, or whether one
 * still has a chance at it ('被拘留过，考公还有机会吗').
 */
export const BARS_A_PATH =
  /(能|可以|可否|能否)(不能|不可以)?(考|当|进|去|做|干|报|参加|参军|入伍|通过|过|入职|应聘|找|上|录用|转正|拿)|影响|限制|合格|过不了|过得了|不让|不要我|刷掉|被刷|有希望|没希望|有戏|没戏|优惠|照顾|会被|查出来|查得到|能查到|会查|(还|有|没)(有)?机会|会不会卡|卡不卡|被卡/;

/** A phrase naming a road with a physical or political review ('教资体检', '考公政审'), not a circumstance itself. */
const PATH_PHRASE =
  /体检|政审|考察|考公|考编|招警|警察|公安|警校|征兵|参军|当兵|军校|招飞|飞行员|公务员|事业编|教资|教师/u;

/** Asking whether to leave one's job, said in so many words. */
/** A topic whose matter is leaving ('实习不合适，想提前离开'): it answers whether to go, as a decision would. */
const LEAVE_TOPIC = /想(?:提前)?(?:离开|离职|走)/u;

// '现在跳槽的话简历会不会很难看': what leaving now would bring asks whether to leave as much as '要不要走' does.
// Whether to go on ('要不要继续', '还要不要坚持做完', '该不该干下去') asks the same from the other side; not going on
// with something else ('要不要继续准备考研').
const ASKS_TO_LEAVE =
  /(要不要|该不该|是不是该|值不值得|能不能)(走|辞职|离职|跳槽|换工作|换个工作|裸辞)|(?:要不要|该不该|值不值得|是不是该|还要|还该)(?:(?:继续|坚持|接着)(?:干|做|待|熬|实习)?(?:下去|完|满|到底)?|[干做待熬](?:下去|满))(?=[，。？?！!]|$|[吗呢啊])|走还是留|留还是走|(?:跳槽|离职|辞职|换工作)(?:的话)?\p{Script=Han}{0,4}?(?:会不会|会|对.{1,6}有)(?:很|太|比较)?(?:影响|不好|难看|减分|被|显得)/u;

/**
 * A case written for one city ('应届生落户上海') asked about another ('应届生落户杭州有补贴吗'): its phrase matched
 * words the two share, and what it says of its own city would answer the wrong one.
 */
function elsewhere(title: string, asked: readonly string[]): boolean {
  const own = placesIn(title).cities;
  return own.length > 0 && asked.length > 0 && !own.some((c) => asked.includes(c));
}

/** Whether a phrase was found where a road named in other words now stands (road-words.ts). */
const byRoad = (r: RoadSpan, h: TriggerHit) =>
  h.at !== undefined && h.key.includes(r.word) && h.at < r.end && r.at < h.at + h.key.length;

/**
 * The best-supported decision or topic: the one whose matched phrases cover the most of the question. A phrase found
 * through a road named in other words (road-words.ts) counts the asker's words for the road, not the content's:
 * '端个铁饭碗' says 考公 as fully as five characters of a phrase would.
 */
function bestTarget(all: TriggerHit[], question: string, roads: readonly RoadSpan[] = []) {
  // Option names count only when two different options of one decision are named.
  const optionsOf = new Map<string, Set<number>>();
  for (const h of all)
    if (h.option !== undefined && h.target.kind === 'decision') {
      const set = optionsOf.get(h.target.decision.id) ?? new Set();
      optionsOf.set(h.target.decision.id, set.add(h.option));
    }
  const asked = placesIn(question).cities;
  const lower = question.toLowerCase().replace(CJK_SPACE, '');
  const hits = all.filter(
    (h) =>
      // An entry written for a situation the asker says they are not in (被裁 to one quitting): entry-premise.ts.
      !premiseUnsaid(h.target.kind === 'topic' ? h.target.topic.name : h.target.decision.title, question) &&
      !(h.target.kind === 'case' && premiseUnsaid(h.target.case.title, question)) &&
      (h.option === undefined || (h.target.kind === 'decision' && optionsOf.get(h.target.decision.id)!.size >= 2)) &&
      !(h.target.kind === 'case' && !conditionMet(h.target.case.onlyWith, lower)) &&
      !workplaceSaid(h.at, h.key, h.target.kind, lower) &&
      !(
        h.target.kind === 'case' &&
        (elsewhere(h.target.case.title, asked) ||
          contraryToCase(h.target.case.title, question) ||
          reversedCase(h.target.case.title, question))
      ),
  );
  const weight = new Map<string, { w: number; target: TriggerTarget }>();
  const add = (id: string, w: number, target: TriggerTarget) => {
    const cur = weight.get(id);
    weight.set(id, { w: (cur?.w ?? 0) + w, target: cur && cur.target.kind === 'case' ? cur.target : target });
  };
  for (const h of hits) {
    // Two of a decision's options named together ('国企和外企') say it is that choice: together they outweigh a
    // phrase that names one of them for another decision. A phrase in a clause that only states the asker's
    // circumstance ('我很内向，群面怎么办'), or where a term asked about was met ('offer比较里说的签字费'), counts for
    // less than one in the clause that asks.
    const stated = h.at !== undefined && (inStatedClause(lower, h.at) || inObstacleClause(lower, h.at));
    // Where a term was met is only its setting: a Latin-lettered page's name ('offer比较') would outweigh the term.
    const metIn = h.at !== undefined && inMetInPhrase(lower, h.at);
    const more = Math.max(0, ...roads.filter((r) => byRoad(r, h)).map((r) => r.said - Array.from(r.word).length));
    // A topic reached by words any question uses ('什么时候开始准备', its `onlyWith`) counts for less than an entry
    // found by the subject's own words ('考研调剂'): the asking phrase says how, the subject says what.
    const generic = h.target.kind === 'topic' && h.target.topic.onlyWith ? 0.5 : 1;
    const w =
      (Array.from(h.key).length + more) *
      (h.option === undefined ? 1 : 0.75) *
      (h.loose ? 0.5 : 1) *
      (stated ? 0.5 : 1) *
      (metIn ? 0.25 : 1) *
      generic;
    if (h.target.kind === 'topic') add(`t:${h.target.topic.id}`, w, h.target);
    else add(`d:${h.target.decision.id}`, w + (h.target.kind === 'case' ? 1 : 0), h.target);
  }
  // '考研复试挂了': the narrower topic found beside the general one it is written within (narrower-topic.ts).
  const askedEntries = new Set<object>(
    hits.filter((h) => h.at !== undefined && inAskingClause(lower, h.at)).map((h) => entryOf(h.target)),
  );
  const ranked = withNarrowerShare([...weight.values()], askedEntries).sort((a, b) => b.w - a.w);
  // Whether a circumstance bars a path ('色弱能考公务员吗', '征信不好会影响考公吗') is asked about the circumstance:
  // the path's own entry (考公还是私企) would answer how to prepare for it instead.
  // A circumstance said in its own words ('癫痫', '警告处分') leads one found only by the road it is weighed against
  // ('教资体检', '政审会不会有影响'): that road's entry speaks to it after (circumstances.ts).
  const isCircumstance = (x: (typeof ranked)[number]) => x.target.kind === 'topic' && x.target.topic.circumstance;
  const saidItself = (x: (typeof ranked)[number]) =>
    x.target.kind === 'topic' &&
    hits.some((h) => h.target.kind === 'topic' && h.target.topic === entryOf(x.target) && !PATH_PHRASE.test(h.key));
  const own = ranked.find((x) => isCircumstance(x) && saidItself(x));
  const first = ranked[0];
  const byPathOnly = first && isCircumstance(first) && !saidItself(first);
  const circumstance = BARS_A_PATH.test(question) || byPathOnly ? (own ?? ranked.find(isCircumstance)) : undefined;
  // Whether to leave ('加班到十一点还没加班费，我要不要走') is a choice to stay or go: the decision that weighs it
  // answers, not the topic of the circumstance that prompted it (how overtime pay is computed).
  // A topic about leaving itself ('实习不合适，想提前离开') weighs staying or going where the job decision does not fit.
  const leaving = ASKS_TO_LEAVE.test(question)
    ? ranked.find((x) => x.target.kind !== 'topic' || LEAVE_TOPIC.test(x.target.topic.name))
    : undefined;
  // '以后想进高校当老师，读博还是先工作': the decision whose two options the asking clause names, over a topic found
  // only in the clause that says why.
  const clause = askingClause(lower);
  const top = ranked[0];
  const chosen =
    clause && top?.target.kind === 'topic'
      ? ranked.find(
          (x) =>
            x.target.kind === 'decision' &&
            choiceAskedOver(
              hits.filter((h) => h.target.kind !== 'topic' && h.target.decision === entryOf(x.target)),
              hits.filter((h) => h.target.kind === 'topic' && h.target.topic === entryOf(top.target)),
              clause,
            ),
        )
      : undefined;
  const best = circumstance ?? leaving ?? chosen ?? ranked[0];
  if (!best) return {};
  if (best.target.kind === 'topic') return { topic: best.target.topic };
  const decision = best.target.decision;
  // The case whose phrases found cover the most of the question ('毕业一年了…爸妈说我啃老，天天在家' is about the
  // family's pressure more than about having no job yet), the longest phrase first on a tie.
  // A case named where the question asks outweighs one named only in the clause that tells what happened:
  // '考研二战失败了，还要不要三战' is about a third attempt, the second one is its past.
  const caseHits = hits.filter((h) => h.target.kind === 'case' && h.target.decision.id === decision.id);
  const inAsk = (h: TriggerHit) => h.at !== undefined && inAskingClause(lower, h.at);
  const askedCases = caseHits.some(inAsk) && caseHits.some((h) => !inAsk(h));
  // In one clause, the case asked whether to take ('考研差十几分要二战吗') outweighs the one that says where one stands.
  const takeAsked = (h: TriggerHit) =>
    h.at !== undefined && ASKED_BEFORE.test(lower.slice(Math.max(0, h.at - 4), h.at));
  const someTakeAsked = caseHits.some(takeAsked) && caseHits.some((h) => !takeAsked(h));
  const caseWeight = new Map<Case, number>();
  for (const h of caseHits)
    if (h.target.kind === 'case')
      caseWeight.set(
        h.target.case,
        (caseWeight.get(h.target.case) ?? 0) +
          Array.from(h.key).length * (askedCases && !inAsk(h) ? 0.25 : 1) * (someTakeAsked && !takeAsked(h) ? 0.25 : 1),
      );
  const caseHit = [...caseWeight].sort((a, b) => b[1] - a[1])[0]?.[0];
  const found = caseHit ?? caseByWords(decision, question) ?? caseBySharedWords(decision, question);
  return {
    decision,
    case:
      found &&
      conditionMet(found.onlyWith, lower) &&
      !contraryToCase(found.title, question) &&
      !reversedCase(found.title, question)
        ? found
        : undefined,
  };
}

/** The asker's age as stated ('40岁了', '三十五岁', '快四十了'); 0 when none is. */
function statedAge(question: string): number {
  const digits = /(?<![\d.])(\d{2})\s*(?:岁|周岁)/u.exec(question);
  if (digits) return Number(digits[1]);
  if (/三十五|三十[六七八九]|四十|五十/u.test(question) && /岁|快四十|奔四/u.test(question)) return 35;
  return 0;
}

const FAMILY_DISAGREES = 'parents-disagree';
const DEGREE_YEARS = 'degree-study-years';
/** A degree and how long it takes, asked in one clause; not how long to prepare for its exam ('考研要准备多久'). */
const STUDY_YEARS =
  /(?:学硕|专硕|硕士|研究生|读研|博士|读博|直博|非全)(?:(?!准备|复习|备考|考)[^，。,？?！!；;]){0,8}?(?:几年|多少年|多久|多长时间)/u;

/** Words that ask whether to take the road named right after them ('要不要二战', '还要再考吗'). */
const ASKED_BEFORE = /(?:要不要|该不该|还要|要|该|想|能不能|值不值得|去不去)$/u;

type Target = ReturnType<typeof bestTarget>;
const entryOfTarget = (t: Target) => t.topic ?? t.decision;

/**
 * The question read with the roads it names in other words (road-words.ts). Where its own words reach no entry, the
 * everyday names of the roads are read as the content's too (paraphrase.ts). Where they reach one, a road named in
 * other words is weighed beside it: '想端个铁饭碗，普通本科…来得及吗' weighs 考公, not the 普通本科 it says in passing.
 */
function readByRoads(kb: KnowledgeBase, spoken: string, found: TriggerHit[], asSaid: Target) {
  if (!entryOfTarget(asSaid)) {
    const { text: question, roads } = readRoads(readParaphrased(spoken));
    const hits = triggerHits(kb, question);
    return { question, hits, best: bestTarget(hits, question, roads) };
  }
  const { text, roads } = readRoads(spoken);
  if (roads.length) {
    // A road named where the question asks ('不喜欢现在的专业，想换到计算机') outweighs an entry found only in the
    // clauses that say why: the feeling is the reason, the move is the ask. Not a circumstance asked whether it
    // bars the road ('我有点色弱，以后能考公务员吗'): that is what is asked.
    const asks = (h: TriggerHit) =>
      h.at === undefined || inAskingClause(text, h.at) || (h.target.kind === 'topic' && h.target.topic.circumstance);
    const all = triggerHits(kb, text);
    const road = (h: TriggerHit) => roads.some((r) => byRoad(r, h));
    const hits = all.some((h) => road(h) && asks(h)) ? all.filter((h) => road(h) || asks(h)) : all;
    const best = bestTarget(hits, text, roads);
    if (entryOfTarget(best) && entryOfTarget(best) !== entryOfTarget(asSaid)) return { question: text, hits, best };
    // The same entry, its case read anew where only a loose match across the road's words found it: '毕业了想先歇
    // 半年' is a gap planned, not the 毕业半年 made of it.
    const caseHits = found.filter((h) => h.target.kind === 'case' && h.target.case === asSaid.case);
    const onRoad = (h: TriggerHit) =>
      roads.some((r) => h.loose && h.at !== undefined && h.at < r.to && r.from < h.at + h.key.length + LOOSE_GAP);
    if (entryOfTarget(best) && caseHits.length && caseHits.every(onRoad)) return { question: text, hits, best };
  }
  return { question: spoken, hits: found, best: asSaid };
}

/** The decision (and case) or topic a question is about, by the trigger phrases found in it; empty when none. */
export function readTarget(
  kb: KnowledgeBase,
  said: string,
): { decision?: Decision; case?: Case | undefined; topic?: Topic } {
  // The phrases are indexed as spoken words read as written ones ('为啥' as '为什么'); so is the question.
  const spoken = readSpoken(said);
  // The asker's own way against the family's doubt: what the family says of it chooses no entry (family-doubt.ts).
  const family = familyDoubt(spoken) && kb.planner.decisionById.get(FAMILY_DISAGREES);
  if (family) return { decision: family, case: family.cases.find((c) => c.id === DOUBTED_PATH) };
  // How many years a degree takes ('读博要读几年') is asked of the degree, whatever entry weighs taking it.
  const years = STUDY_YEARS.test(spoken) && kb.planner.topics.find((t) => t.id === DEGREE_YEARS);
  if (years) return { topic: years };
  const found = triggerHits(kb, spoken);
  const asSaid = bestTarget(found, spoken);
  const { question, hits, best } = readByRoads(kb, spoken, found, asSaid);
  // A change from one job to another ('做了三年销售想转去做运营') is about the target's entry route, whatever
  // neighbouring entry shares its word (运营还是产品); without a target, about leaving that job, where the phrases
  // found say no more than 转行.
  const change = readChange(kb, question);
  if (change?.target) {
    // The phrases that found the best entry, for it: when they say no more than the move itself, the entry only
    // shares the target's word ('做运营' for 运营还是产品), and the target's entry route answers.
    const found = hits.filter((h) =>
      best.topic
        ? h.target.kind === 'topic' && h.target.topic === best.topic
        : h.target.kind !== 'topic' &&
          h.target.decision === best.decision &&
          (h.target.kind === 'decision' || h.target.case === best.case),
    );
    if (found.every((h) => saysOnlyTheMove(h.key, change))) return { decision: change.decision, case: change.case };
  }
  // Nothing found at all for a job with written moves ('护士可以转什么行'): its moves answer (moves.ts).
  const generic = !best.decision && !best.topic && change !== null && !hasMoves(kb, change);
  const bareChange = best.decision?.id === 'career-change-30' && (!best.case || best.case.id === 'what-to-switch-to');
  // '40岁了在国企做行政，还能转行吗': past 35 the age is the question, more than the job left.
  // What carries over from the job left is said all the same (change.ts, carryPart).
  const leavingOnly = !best.case || best.case.id === 'what-to-switch-to' || best.case.id.startsWith('from-');
  if (best.decision?.id === 'career-change-30' && leavingOnly && statedAge(question) >= 35) {
    const late = best.decision.cases.find((c) => c.id === 'change-at-35');
    if (late) return { decision: best.decision, case: late };
  }
  const leaving = change?.origin && (generic || bareChange) ? leavingCase(kb, change.origin) : null;
  return leaving ? { decision: leaving.decision, case: leaving.case } : best;
}

/**
 * The reading without a topic whose condition the conversation does not meet (`onlyWith`): '那大概要准备多久' after
 * '想转行做产品经理' is not about the exams' preparation times, so the subject's own entries say what they say.
 */
export function withTopicConditionsMet(reading: Reading, conversation: string): Reading {
  const needs = reading.topic?.onlyWith;
  if (!needs) return reading;
  const said = conversation.toLowerCase();
  return needs.some((w) => said.includes(w)) ? reading : { ...reading, topic: undefined };
}
