import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { MarketConfigLabels, RIASEC_TYPES, type RiasecType } from '@lucina/contracts';
import { createBm25Index } from './bm25.js';
import { contentFiles, indexPlanner, loadPlannerContent, PLANNER_DIR } from './content/load.js';
import { tokenize } from './tokenize.js';

const DATA_DIR = path.resolve(import.meta.dirname, '../../../seed/data');

const occupationSchema = z.object({
  code: z.string(),
  titleZh: z.string(),
  summaryZh: z.string(),
  majors: z.array(z.string()),
  hollandCode: z.string(),
  jobZone: z.number().int(),
});
const typeSchema = z.object({
  nameZh: z.string(),
  keywordsZh: z.array(z.string()),
  summaryZh: z.string(),
  strengthsZh: z.array(z.string()),
  workEnvZh: z.string(),
  interpretationZh: z.string(),
});
const riasecSchema = z.object({
  types: z.record(z.enum(RIASEC_TYPES), typeSchema),
  jobZones: z.record(z.string(), z.object({ nameZh: z.string(), educationZh: z.string() })),
});
/** What each service of the square does, in the planner's words (the one service an answer may suggest). */
const chatKnowledgeSchema = z.object({
  services: z.array(z.object({ id: z.number().int(), description: z.string() })),
});

/** A job as people name it ('产品经理'), with the catalogue occupations nearest to it. */
const roleSchema = z.object({
  id: z.string(),
  name: z.string(),
  aliases: z.array(z.string()).min(1),
  codes: z.array(z.string()).min(1),
  summary: z.string(),
  skills: z.array(z.string()),
  path: z.string(),
  entry: z.string(),
  /** How the pay is made up and what sets it, a source for any figure: asked what the job pays, the card says so. */
  pay: z.string().min(6).optional(),
  /** What a usual working day holds, in the order it comes: asked what the job does every day, the card says so. */
  daily: z.array(z.string().min(6)).optional(),
  /** Where people in this job commonly move, and which of their experience carries over (career changes). */
  moves: z.array(z.object({ to: z.string().min(2), why: z.string().min(6) })).optional(),
  /** Where a student finds this job's first internship, and what gets one in with no experience yet. */
  intern: z.array(z.string().min(10)).optional(),
});

export type Occupation = z.infer<typeof occupationSchema>;
export type Role = z.infer<typeof roleSchema>;
export type RiasecTypeText = z.infer<typeof typeSchema>;
export type Service = z.infer<typeof chatKnowledgeSchema>['services'][number] & { label: string };

function readJson<T>(file: string, schema: z.ZodType<T>): T {
  return schema.parse(JSON.parse(fs.readFileSync(path.join(DATA_DIR, file), 'utf8')));
}

const field = (text: string, weight: number) => ({ tokens: tokenize(text), weight });

/** Strips parentheses and splits '/'-joined titles: '数据库管理员（DBA）' → 数据库管理员, DBA. */
function titleNames(title: string): string[] {
  const parts = title.split(/[/、]/).flatMap((p) => {
    const inner = /（([^）]+)）/.exec(p)?.[1];
    const outer = p.replace(/（[^）]*）/g, '').trim();
    return inner && /^[\p{Script=Han}]{3,}$/u.test(inner) ? [outer, inner] : [outer];
  });
  return parts.filter((n) => Array.from(n).length >= 3);
}

export interface NamedEntity {
  name: string;
  /** The name lower-cased, as questions are matched against it (once here, not per question). */
  key: string;
  kind: 'role' | 'occupation';
  id: string;
}

/** Every name a question may use for a job, longest first (so '软件测试工程师' wins over '测试'). */
function nameDictionary(occupations: readonly Occupation[], roles: readonly Role[]): NamedEntity[] {
  const entries = new Map<string, NamedEntity>();
  for (const r of roles)
    for (const a of [r.name, ...r.aliases])
      entries.set(a.toLowerCase(), { name: a, key: a.toLowerCase(), kind: 'role', id: r.id });
  for (const o of occupations) {
    for (const n of titleNames(o.titleZh)) {
      const key = n.toLowerCase();
      if (!entries.has(key)) entries.set(key, { name: n, key, kind: 'occupation', id: o.code });
    }
  }
  return [...entries.values()].sort((a, b) => b.name.length - a.name.length);
}

/**
 * Builds the offline assistant's documents, the planner content's indexes and one BM25 index per kind (so
 * each kind has its own IDF). Tests pass their own planner directory.
 */
export function buildKnowledgeBase({ plannerDir = PLANNER_DIR } = {}) {
  const occupations = readJson('occupations.json', z.array(occupationSchema));
  const riasec = readJson('riasec-content.zh.json', riasecSchema);
  const extra = readJson('chat-knowledge.zh.json', chatKnowledgeSchema);
  // Cards written by area live in parts beside the main file ('career-roles.sensitive.zh.json'), edited apart.
  const roles = contentFiles(DATA_DIR, 'career-roles.zh.json').flatMap((f) => readJson(f, z.array(roleSchema)));
  const ids = new Set<string>();
  for (const role of roles) {
    if (ids.has(role.id)) throw new Error(`career role ${role.id} written twice`);
    ids.add(role.id);
    const unknown = role.codes.filter((c) => !occupations.some((o) => o.code === c));
    if (unknown.length) throw new Error(`career role ${role.id} names unknown occupations ${unknown.join(', ')}`);
  }
  const services: Service[] = extra.services.map((s) => ({ ...s, label: MarketConfigLabels[s.id] ?? `服务${s.id}` }));
  const types = RIASEC_TYPES.map((letter) => ({ letter, ...riasec.types[letter] }));

  // Tools search occupations by words a model chooses.
  const indexes = {
    occupation: createBm25Index(
      occupations.map((o) => ({
        id: o.code,
        fields: [field(o.titleZh, 4), field(o.majors.join(' '), 2), field(o.summaryZh, 1)],
      })),
    ),
  };
  return {
    indexes,
    occupations: new Map(occupations.map((o) => [o.code, o])),
    types: new Map(types.map((t) => [t.letter, t])) as Map<RiasecType, RiasecTypeText & { letter: RiasecType }>,
    jobZones: new Map(Object.entries(riasec.jobZones).map(([k, v]) => [Number(k), v])),
    services: new Map(services.map((s) => [String(s.id), s])),
    roles,
    names: nameDictionary(occupations, roles),
    planner: indexPlanner(loadPlannerContent(plannerDir), (code) => occupations.some((o) => o.code === code)),
  };
}

export type KnowledgeBase = ReturnType<typeof buildKnowledgeBase>;

let cached: KnowledgeBase | null = null;
/** The data is static, so every app in a process shares one knowledge base, built on first call. */
export function knowledgeBase(): KnowledgeBase {
  cached ??= buildKnowledgeBase();
  return cached;
}
