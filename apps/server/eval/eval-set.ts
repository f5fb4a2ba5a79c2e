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
  mentions: z.array(z.array(z.string()).min(1)).optional(),
  length: z.tuple([z.number(), z.number()]).optional(),
  refuse: z.boolean().optional(),
});

export type EvalQuestion = z.infer<typeof questionSchema> & { asker: ChatProfile };

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

/** The evaluation questions with their askers' profiles resolved. */
export function loadEvalSet(): EvalQuestion[] {
  const profiles = z.record(z.string(), profileSchema).parse(read('profiles.json'));
  return z
    .array(questionSchema)
    .parse(read('questions.json'))
    .map((q) => {
      const p = q.profile ? profiles[q.profile] : undefined;
      if (q.profile && !p) throw new Error(`unknown profile ${q.profile} in ${q.id}`);
      return { ...q, asker: p ? toChatProfile(p) : NO_PROFILE };
    });
}
