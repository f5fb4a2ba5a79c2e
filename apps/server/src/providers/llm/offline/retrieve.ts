import type { RiasecType } from '@lucina/contracts';
import type { ChatProfile } from '../llm.provider.js';
import type { Hit, QueryTerm } from './bm25.js';
import { isFollowUp, refusalOf, statedIntent, type Refusal } from './intent.js';
import type { Guide, Intent, KnowledgeBase, Occupation, RiasecTypeText, Role, Service } from './knowledge.js';
import { occupationsForProfile, surveyTags } from './sections.js';
import { tokenize } from './tokenize.js';

export interface RetrieveInput {
  question: string;
  previousQuestions: readonly string[];
  profile: ChatProfile;
}

/** What the question and the asker's profile point to in the project's own data. */
export interface Retrieval {
  intent: Intent;
  refusal: Refusal | null;
  query: QueryTerm[];
  /** Jobs the question names as people say them ('产品经理'), with their nearest catalogue occupations. */
  roles: Role[];
  occupations: Occupation[];
  /** Why these occupations: the question's words, or the asker's Holland code. */
  occupationsFrom: 'question' | 'profile';
  guides: Guide[];
  /** The guides the question's words found (the rest are the intent's default). */
  matchedGuides: Guide[];
  type: (RiasecTypeText & { letter: RiasecType }) | undefined;
  services: Service[];
}

/** When nothing in the question names a guide, each intent has a default one. */
const DEFAULT_GUIDE: Partial<Record<Intent, string>> = {
  switch: 'career-switch',
  resume: 'resume',
  internship: 'internship',
  postgrad: 'postgrad-vs-job',
  civil: 'civil-service',
  major: 'major-choice',
  test: 'test-reading',
  general: 'career-planning',
};
const INTENT_SERVICE: Partial<Record<Intent, string>> = {
  resume: '13',
  internship: '6',
  civil: '5',
  postgrad: '10',
  switch: '14',
  general: '14',
  test: '14',
};
const ADVICE: ReadonlySet<Intent> = new Set(['resume', 'internship', 'postgrad', 'civil', 'service']);

/** Hits within half of the best score, so one strong match does not drag in weak ones. */
function strongHits(hits: Hit[], min: number): Hit[] {
  const best = hits[0]?.score ?? 0;
  return best < min ? [] : hits.filter((h) => h.score >= best * 0.5);
}

/** Job names in the text, longest first and never overlapping ('软件测试工程师' hides '测试'). */
export function namedInText(kb: KnowledgeBase, text: string) {
  let rest = text.toLowerCase();
  const found: Array<{ kind: 'role' | 'occupation'; id: string }> = [];
  for (const entry of kb.names) {
    if (!rest.includes(entry.key)) continue;
    rest = rest.split(entry.key).join('\u0000');
    if (!found.some((f) => f.kind === entry.kind && f.id === entry.id)) found.push(entry);
  }
  return found;
}

function queryOf(input: RetrieveInput, followUp: boolean): QueryTerm[] {
  const own = [...new Set(tokenize(input.question))].map((term) => ({ term, weight: 1 }));
  const previous = input.previousQuestions.at(-1);
  if (!previous || (own.length > 0 && !followUp)) return own;
  const seen = new Set(own.map((t) => t.term));
  const borrowed = [...new Set(tokenize(previous))].filter((t) => !seen.has(t)).map((term) => ({ term, weight: 0.4 }));
  return [...own, ...borrowed];
}

function guidesFor(kb: KnowledgeBase, query: QueryTerm[], intent: Intent) {
  const own = query.filter((t) => t.weight === 1);
  // A guide counts as found when the question uses its title or keywords, not merely words of its advice.
  const named = (h: Hit) => {
    const g = kb.guides.get(h.id)!;
    return h.matched.some(
      (t) => g.title.toLowerCase().includes(t) || g.keywords.some((k) => k.toLowerCase().includes(t)),
    );
  };
  const hits = strongHits(kb.indexes.guide.search(own.length ? own : query, 3), 1)
    .filter(named)
    .slice(0, 2);
  const ids = hits.map((h) => h.id);
  const fallback = DEFAULT_GUIDE[intent];
  if (fallback && !ids.some((id) => kb.guides.get(id)?.intent === intent)) ids.unshift(fallback);
  const guides = [...new Set(ids)].slice(0, 2).map((id) => kb.guides.get(id)!);
  return { guides, matchedGuides: guides.filter((g) => hits.some((h) => h.id === g.id)) };
}

function servicesFor(kb: KnowledgeBase, query: QueryTerm[], profile: ChatProfile, intent: Intent): Service[] {
  const ids = strongHits(kb.indexes.service.search(query, 2), 0.5).map((h) => h.id);
  const tags = surveyTags(profile).join(',');
  for (const { keyword, serviceId } of kb.tagServices) if (tags.includes(keyword)) ids.push(String(serviceId));
  const byIntent = INTENT_SERVICE[intent];
  if (byIntent) ids.unshift(byIntent);
  return [...new Set(ids)].slice(0, 3).map((id) => kb.services.get(id)!);
}

/**
 * The retrieval both providers share: the offline assistant writes its answer from it, a model gets it as
 * context. A follow-up ("那需要学什么专业？") borrows the previous question's words and named jobs.
 */
export function retrieve(kb: KnowledgeBase, input: RetrieveInput): Retrieval {
  const previous = input.previousQuestions.at(-1) ?? '';
  const refusal = refusalOf(input.question);
  let named = namedInText(kb, input.question);
  const followUp = isFollowUp(input.question) || (!named.length && Array.from(input.question).length <= 12);
  if (!named.length && followUp && previous) named = namedInText(kb, previous);
  const query = queryOf(input, followUp);
  // An occupation counts as found when the question's words reach its title or majors, not only its summary.
  const occupationHits = strongHits(kb.indexes.occupation.search(query, 5), 1).filter((h) => {
    const o = kb.occupations.get(h.id)!;
    return h.matched.some((t) => o.titleZh.includes(t) || o.majors.some((m) => m.includes(t)));
  });
  const intent =
    statedIntent(input.question) ??
    (followUp && previous ? statedIntent(previous) : null) ??
    (named.length || occupationHits.length ? 'occupation' : 'general');
  const empty = { roles: [], occupations: [], guides: [], matchedGuides: [], type: undefined, services: [] };
  if (refusal) return { intent, refusal, query, occupationsFrom: 'question', ...empty };

  const roles = named.filter((n) => n.kind === 'role').map((n) => kb.roles.find((r) => r.id === n.id)!);
  const namedOccupations = named.filter((n) => n.kind === 'occupation').map((n) => kb.occupations.get(n.id)!);
  let occupations: Occupation[] = namedOccupations;
  // Searching by words only when the question names no job: '软件' would otherwise outrank the job it named.
  if (!named.length) {
    occupations = occupationHits.map((h) => kb.occupations.get(h.id)!);
    // Advice and planning questions list occupations only when they name one ("软件开发工程师的简历").
    if (ADVICE.has(intent) || intent === 'general') occupations = [];
  }
  let occupationsFrom: Retrieval['occupationsFrom'] = 'question';
  const { riasec } = input.profile;
  if (!occupations.length && !roles.length && riasec && ['test', 'major', 'general', 'switch'].includes(intent)) {
    occupations = occupationsForProfile(kb, riasec.order, 4);
    occupationsFrom = 'profile';
  }
  const typeHit = intent === 'test' ? strongHits(kb.indexes.type.search(query, 1), 1)[0] : undefined;
  return {
    intent,
    refusal,
    query,
    roles: roles.slice(0, 3),
    occupations: occupations.slice(0, 5),
    occupationsFrom,
    ...guidesFor(kb, query, intent),
    type: typeHit ? kb.types.get(typeHit.id as RiasecType) : undefined,
    services: servicesFor(kb, query, input.profile, intent),
  };
}
