import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { RIASEC_TYPES, type RiasecType } from '@lucina/contracts';
import type { ChatProfile } from '../src/providers/llm/index.js';

const DIR = import.meta.dirname;

const profileSchema = z.object({
  scores: z.record(z.enum(RIASEC_TYPES), z.number()).optional(),
  workTag: z.string().default(''),
  layoutTag: z.string().default(''),
  facts: z.array(z.string()).default([]),
});
const questionSchema = z.object({
  id: z.string(),
  theme: z.string(),
  q: z.string().min(1),
  /** Earlier questions of the same conversation, asked (and answered) first. */
  history: z.array(z.string()).default([]),
  profile: z.string().optional(),
  /** Questions of one theme on different subjects declare groups: the shared-lines check tells them apart. */
  group: z.string().optional(),
  mentions: z.array(z.array(z.string()).min(1)).optional(),
  subject: z.array(z.array(z.string()).min(1)).optional(),
  avoid: z.array(z.string().min(1)).optional(),
  length: z.tuple([z.number(), z.number()]).optional(),
  refuse: z.boolean().optional(),
  distress: z.boolean().optional(),
  services: z.boolean().optional(),
  choose: z
    .array(z.union([z.string(), z.array(z.string()).min(1)]))
    .min(2)
    .optional(),
  holland: z.boolean().optional(),
  refers: z.number().int().optional(),
});

export const EVAL_SETS = ['v1', 'v2', 'v3', 'v4'] as const;
export type EvalSetName = (typeof EVAL_SETS)[number];
/**
 * Sets kept aside to measure changes honestly: the report gives only their totals per theme, never which
 * questions failed or their answers (unless --show-heldout), so nobody tunes the assistant on them.
 */
export const HELD_OUT_SETS: readonly EvalSetName[] = ['v3', 'v4'];

export type EvalQuestion = z.infer<typeof questionSchema> & { set: EvalSetName; asker: ChatProfile };

const read = (file: string) => JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8')) as unknown;

/** A profile as the chat feature builds it: scores become a Holland code (three highest letters). */
function toChatProfile(p: z.infer<typeof profileSchema>): ChatProfile {
  const scores = p.scores;
  let riasec: ChatProfile['riasec'] = null;
  if (scores) {
    const order = [...RIASEC_TYPES].sort(
      (a, b) => scores[b]! - scores[a]! || RIASEC_TYPES.indexOf(a) - RIASEC_TYPES.indexOf(b),
    );
    riasec = {
      hollandCode: order.slice(0, 3).join(''),
      order,
      percent: scores as Record<RiasecType, number>,
      takenAt: '2026-11-01T00:00:00.000Z',
    };
  }
  return { riasec, workTag: p.workTag, layoutTag: p.layoutTag, facts: p.facts };
}

const NO_PROFILE: ChatProfile = { riasec: null, workTag: '', layoutTag: '', facts: [] };

/**
 * v1: the team's first questions (questions.json). v2: questions written afterwards against what a careful
 * counsellor would expect, one file per theme under questions-v2/, with their own askers in profiles-v2.json.
 * v3: the same format under questions-v3/ and profiles-v3.json, written before the next round of changes and
 * kept aside (HELD_OUT_SETS); v4 (questions-v4/) likewise, written at the start of a later round and run once before
 * its changes, to measure them. v1 predates the `holland` field and always expected the code; later sets ask for
 * it only where it matters.
 */
function questionFiles(set: EvalSetName): string[] {
  if (set === 'v1') return ['questions.json'];
  return fs
    .readdirSync(path.join(DIR, `questions-${set}`))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => path.join(`questions-${set}`, f));
}

function loadProfiles() {
  const profiles = z.record(z.string(), profileSchema).parse(read('profiles.json'));
  for (const file of ['profiles-v2.json', 'profiles-v3.json']) {
    const more = z.record(z.string(), profileSchema).parse(read(file));
    for (const name of Object.keys(more)) if (name in profiles) throw new Error(`profile ${name} defined twice`);
    Object.assign(profiles, more);
  }
  return profiles;
}

/** The evaluation questions with their askers' profiles resolved: both sets unless one is named. */
export function loadEvalSet(only?: EvalSetName): EvalQuestion[] {
  const profiles = loadProfiles();
  const questions = (only ? [only] : EVAL_SETS).flatMap((set) =>
    questionFiles(set).flatMap((file) =>
      z
        .array(questionSchema)
        .parse(read(file))
        .map((q) => {
          const p = q.profile ? profiles[q.profile] : undefined;
          if (q.profile && !p) throw new Error(`unknown profile ${q.profile} in ${q.id}`);
          const holland = q.holland ?? set === 'v1';
          return { ...q, holland, set, asker: p ? toChatProfile(p) : NO_PROFILE };
        }),
    ),
  );
  const ids = new Set<string>();
  for (const q of questions) {
    if (ids.has(q.id)) throw new Error(`question id ${q.id} used twice`);
    ids.add(q.id);
  }
  return questions;
}
