import type { Case } from './content/load.js';
import { reversedCase } from './case-reversed.js';
import type { Decision, Major, Topic } from './content/schema.js';
import type { KnowledgeBase } from './knowledge.js';
import { createBm25Index, type Bm25Index, type IndexedDoc, type QueryTerm } from './bm25.js';
import { readParaphrased } from './paraphrase.js';
import { tokenize } from './tokenize.js';
import { optionsWeighed } from './decision-options.js';
import { hasSubject, type Reading } from './understand.js';

/*
 * The planner's entries ranked by what a question says, for a question whose words hold none of an entry's phrases:
 * BM25 over each entry's title, phrases and text, by words and by Han character pairs (a student's '换赛道' and the
 * content's '转行' are no pair, but '实习单位让我打杂' and '实习打杂' share theirs).
 */

export type Retrieved =
  | { kind: 'topic'; topic: Topic }
  | { kind: 'decision'; decision: Decision; case?: Case | undefined }
  | { kind: 'major'; major: Major };

export interface RetrievedHit {
  item: Retrieved;
  score: number;
  /** The share of the question's weight (each term by its rarity) the entry holds: how much of it the entry is about. */
  coverage: number;
}

/** Words of asking and of degree, said in any question: they reach every entry alike. */
const FILLER = new Set(
  (
    '不会 没有 一直 不是 不要 要不 总是 这样 那样 别的 还有 一般 真的 到底 几个 怎么办 咋办 是否 可能 感觉 现在 ' +
    '已经 还能 能不能 会不会 要不要 该不该 好不好 不知 不知道 东西 时候 一点 有点 特别 非常 出来 之类 这种 那种'
  ).split(/\s+/),
);
/** Characters of grammar and pronouns: a pair holding one says nothing of the subject ('我要', '是想'). */
const FUNCTION_CHAR = /[的了吗呢啊吧呀么是我你他她它这那有在不没要会能就都也还很太什怎哪些个想去来说让被把给和与或就]/u;

/** Han character pairs of the words' runs, without the pairs grammar makes. */
function pairs(text: string): string[] {
  const out: string[] = [];
  for (const run of text.match(/\p{Script=Han}{2,}/gu) ?? []) {
    const chars = Array.from(run);
    for (let i = 0; i + 1 < chars.length; i++)
      if (!FUNCTION_CHAR.test(chars[i]!) && !FUNCTION_CHAR.test(chars[i + 1]!)) out.push(`~${chars[i]}${chars[i + 1]}`);
  }
  return out;
}

/** A pair counts for less than a word: it is found where the segmenter saw no word. */
const PAIR_WEIGHT = 0.3;

const words = (text: string) => tokenize(text).filter((t) => !FILLER.has(t));

const field = (text: string, weight: number) => [
  { tokens: words(text), weight },
  { tokens: pairs(text), weight: weight * PAIR_WEIGHT },
];

interface Built {
  index: Bm25Index;
  items: Map<string, Retrieved>;
}

function build(kb: KnowledgeBase): Built {
  const docs: IndexedDoc[] = [];
  const items = new Map<string, Retrieved>();
  // The title and phrases say what the entry is about; its text says much else besides.
  const add = (id: string, item: Retrieved, title: string, phrases: string[], text: string[]) => {
    items.set(id, item);
    docs.push({ id, fields: [...field(title, 3), ...field(phrases.join('，'), 2), ...field(text.join('\n'), 0.5)] });
  };
  // A circumstance of the asker's (an illness, a record, a faked degree) is read from their words for it, never
  // from nearness ('学信网怎么查学历' is no question about faking one); nor is a topic that needs its subject said.
  for (const topic of kb.planner.topics.filter((t) => !t.circumstance && !t.onlyWith))
    add(`t:${topic.id}`, { kind: 'topic', topic }, topic.name, topic.triggers, [
      ...topic.points,
      ...(topic.pitfalls ?? []),
    ]);
  for (const decision of kb.planner.decisions) {
    const options = (decision.options ?? []).flatMap((o) => [o.name, ...o.aliases]);
    add(
      `d:${decision.id}`,
      { kind: 'decision', decision },
      decision.title,
      [...decision.triggers, ...options],
      [decision.framing, ...decision.considerations],
    );
    for (const c of decision.cases)
      add(`c:${decision.id}:${c.id}`, { kind: 'decision', decision, case: c }, c.title, c.triggers, [
        ...c.advice,
        c.lean ?? '',
      ]);
  }
  for (const major of kb.planner.majors)
    add(`m:${major.id}`, { kind: 'major', major }, major.name, major.aliases, [
      major.summary,
      ...major.outlets.map((o) => o.name),
    ]);
  return { index: createBm25Index(docs), items };
}

const built = new WeakMap<object, Built>();
/** Built once per planner content, on the first question that needs it. */
function retrievalIndex(kb: KnowledgeBase): Built {
  let b = built.get(kb.planner);
  if (!b) built.set(kb.planner, (b = build(kb)));
  return b;
}

/** The words and pairs of a question (read with the content's words for the everyday ones). */
function queryTerms(read: string): QueryTerm[] {
  const terms = new Map<string, number>();
  for (const t of words(read)) terms.set(t, 1);
  for (const t of pairs(read)) if (!terms.has(t)) terms.set(t, PAIR_WEIGHT);
  return [...terms].map(([term, weight]) => ({ term, weight }));
}

/**
 * The share of the question's own characters (not grammar's) inside the terms an entry holds: how much of what the
 * question says the entry speaks to. Counted by character, as a word and its parts ('办公室', '办公', '公室') are one
 * thing said; a word no entry holds ('驾照', '空调') counts twice, as what the question is about and the content
 * never speaks of.
 */
function coverage(question: string, matched: readonly string[], unknown: readonly string[]): number {
  const chars = Array.from(question);
  const weight = chars.map((c): number => (/[\p{Script=Han}A-Za-z0-9]/u.test(c) && !FUNCTION_CHAR.test(c) ? 1 : 0));
  const covered = new Array<boolean>(chars.length).fill(false);
  const mark = (term: string, act: (at: number) => void) => {
    const t = Array.from(term);
    for (let i = 0; i + t.length <= chars.length; i++)
      if (t.every((c, k) => chars[i + k] === c)) for (let k = 0; k < t.length; k++) act(i + k);
  };
  for (const term of unknown) mark(term, (at) => (weight[at] = weight[at] ? 2 : 0));
  for (const term of matched) mark(term.replace(/^~/u, ''), (at) => (covered[at] = true));
  const total = weight.reduce((a, w) => a + w, 0);
  return total ? weight.reduce((a, w, i) => a + (covered[i] ? w : 0), 0) / total : 0;
}

/** The entries nearest the question, best first, with how much of the question each covers. */
export function rankEntries(kb: KnowledgeBase, question: string, limit = 3): RetrievedHit[] {
  const { index, items } = retrievalIndex(kb);
  // The words as said and as the content would say them ('录用通知' is both itself and an offer).
  const said = question.toLowerCase();
  const read = readParaphrased(said);
  const query = queryTerms(`${said}\n${read}`);
  const unknown = query.filter((q) => !q.term.startsWith('~') && !index.holds(q.term)).map((q) => q.term);
  return index.search(query, limit).map((h) => ({
    item: items.get(h.id)!,
    score: h.score,
    coverage: Math.max(coverage(said, h.matched, unknown), coverage(read, h.matched, unknown)),
  }));
}

/**
 * Calibrated on questions written for it: an entry answers only when it is near enough (its score) and about enough
 * of the question (its coverage). Below either, a question the content has nothing on is asked to say more, rather
 * than answered by a neighbour that shares a word or two ('同事总借钱不还' is no question about a colleague's pay).
 */
const MIN_SCORE = 12;
const MIN_COVERAGE = 0.42;

/** The entry nearest the question when it is near enough to answer it; null otherwise. */
export function retrieveEntry(kb: KnowledgeBase, question: string): Retrieved | null {
  const best = rankEntries(kb, question, 1)[0];
  return best && best.score >= MIN_SCORE && best.coverage >= MIN_COVERAGE ? best.item : null;
}

/**
 * A reading its phrases found nothing for, given the entry the question's words are nearest: a question worded in
 * a way no phrase was written for is still answered from the content that fits it.
 */
export function withRetrieved(kb: KnowledgeBase, reading: Reading, question: string): Reading {
  if (reading.scope !== 'career' || reading.followUp || hasSubject(reading)) return reading;
  const found = retrieveEntry(kb, question);
  if (!found) return reading;
  if (found.kind === 'topic') return { ...reading, topic: found.topic };
  if (found.kind === 'major') return { ...reading, majors: [found.major] };
  // The nearest case said the other way round ('不想考研，想直接工作' beside 不想找工作，所以想考研) is not the asker's: its
  // decision answers without it.
  const own = found.case && !reversedCase(found.case.title, question) ? found.case : undefined;
  return { ...reading, decision: found.decision, case: own, options: optionsWeighed(found.decision, question) };
}
