import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { readSpoken } from '../typos.js';
import { plannerFiles, type Decision, type Major, type Topic } from './schema.js';

export const PLANNER_DIR = path.resolve(import.meta.dirname, '../../../../seed/data/planner');

export type Case = Decision['cases'][number];
export type DecisionOption = NonNullable<Decision['options']>[number];

export interface PlannerContent {
  majors: Major[];
  decisions: Decision[];
  topics: Topic[];
}

/** What a phrase found in a question points at: a decision, one of its cases, or a topic. */
export type TriggerTarget =
  | { kind: 'decision'; decision: Decision }
  | { kind: 'case'; decision: Decision; case: Case }
  | { kind: 'topic'; topic: Topic };

export interface Trigger {
  key: string;
  target: TriggerTarget;
  /** Set for an option's name (its index): it counts only beside another option's. */
  option?: number;
}

export interface MajorName {
  key: string;
  major: Major;
}

export interface PlannerIndex extends PlannerContent {
  /** Every name and alias of a major, longest first (so '计算机科学与技术' wins over '计算机'). */
  majorNames: MajorName[];
  /** Every trigger phrase, longest first. */
  triggers: Trigger[];
  decisionById: Map<string, Decision>;
  /** Majors whose outlets link to an occupation code. */
  majorsByOccupation: Map<string, Major[]>;
}

/**
 * A kind's main file ('topics.zh.json') and its parts beside it ('topics.money.zh.json'), in name order: content
 * written by area lives in a file per area, so two areas are edited apart.
 */
export function contentFiles(dir: string, file: string): string[] {
  const [base, ...rest] = file.split('.');
  const suffix = `.${rest.join('.')}`;
  const parts = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter(
          (f) =>
            f.startsWith(`${base}.`) &&
            f.endsWith(suffix) &&
            f !== file &&
            !f.slice(base!.length + 1, -suffix.length).includes('.'),
        )
        .sort()
    : [];
  return [file, ...parts];
}

function readFile<T>(dir: string, spec: { file: string; schema: z.ZodType<T[]> }): T[] {
  return contentFiles(dir, spec.file).flatMap((name) => {
    const file = path.join(dir, name);
    // The content is written file by file; a missing one is empty, a malformed one stops the boot.
    if (!fs.existsSync(file)) return [];
    const parsed = spec.schema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    if (!parsed.success) throw new Error(`${name}: ${parsed.error.issues.slice(0, 3).map(describe).join('; ')}`);
    return parsed.data;
  });
}
const describe = (i: z.core.$ZodIssue) => `${i.path.join('.')} ${i.message}`;

export function loadPlannerContent(dir = PLANNER_DIR): PlannerContent {
  return {
    majors: readFile(dir, plannerFiles.majors),
    decisions: readFile(dir, plannerFiles.decisions),
    topics: readFile(dir, plannerFiles.topics),
  };
}

const byLength = <T extends { key: string }>(a: T, b: T) => b.key.length - a.key.length;
const ownName = (n: MajorName) => Number(n.key === n.major.name.toLowerCase());

/**
 * Builds what the engine looks things up by. Ids must be unique within a kind; outlets naming occupations
 * the catalogue lacks lose those links (`known` filters them) rather than linking to a missing page.
 */
export function indexPlanner(content: PlannerContent, known: (code: string) => boolean): PlannerIndex {
  for (const [kind, list] of Object.entries(content) as Array<[string, Array<{ id: string }>]>) {
    const seen = new Set<string>();
    for (const { id } of list) {
      if (seen.has(id)) throw new Error(`planner ${kind}: id ${id} used twice`);
      seen.add(id);
    }
  }
  const majors = content.majors.map((m) => ({
    ...m,
    outlets: m.outlets.map((o) => ({ ...o, occupations: o.occupations?.filter(known) })),
  }));
  const majorNames = new Map<string, MajorName>();
  // '读物理', '学经济': a major named '…学' is also said as the verb and its field.
  const said = (m: Major) =>
    m.name.endsWith('学') && Array.from(m.name).length >= 3
      ? ['读', '学', '考'].map((v) => v + m.name.slice(0, -1))
      : [];
  for (const major of majors)
    for (const name of [major.name, ...major.aliases, ...said(major)]) {
      const key = name.toLowerCase().trim();
      if (Array.from(key).length >= 2 && !majorNames.has(key)) majorNames.set(key, { key, major });
    }
  const triggers: Trigger[] = [];
  for (const decision of content.decisions) {
    for (const t of decision.triggers)
      triggers.push({ key: readSpoken(t.toLowerCase()), target: { kind: 'decision', decision } });
    // Its options' names point at it only together ('读研' and '工作' in one question), counted half.
    (decision.options ?? []).forEach((o, option) => {
      for (const n of [o.name, ...o.aliases])
        if (Array.from(n).length >= 2)
          triggers.push({ key: readSpoken(n.toLowerCase()), target: { kind: 'decision', decision }, option });
    });
    for (const c of decision.cases)
      for (const t of c.triggers)
        triggers.push({ key: readSpoken(t.toLowerCase()), target: { kind: 'case', decision, case: c } });
  }
  for (const topic of content.topics)
    for (const t of topic.triggers)
      triggers.push({ key: readSpoken(t.toLowerCase()), target: { kind: 'topic', topic } });
  // Read as spoken words, two phrases of an entry can become one ('这一年干嘛', '这一年干什么'): counted once.
  const seen = new Set<string>();
  const unique = triggers.filter((t) => {
    const x = t.target;
    const id = `${t.key}|${x.kind === 'topic' ? x.topic.id : x.decision.id}|${x.kind === 'case' ? x.case.id : ''}|${t.option ?? ''}`;
    return !seen.has(id) && Boolean(seen.add(id));
  });
  const majorsByOccupation = new Map<string, Major[]>();
  for (const major of majors)
    for (const code of new Set(major.outlets.flatMap((o) => o.occupations ?? [])))
      majorsByOccupation.set(code, [...(majorsByOccupation.get(code) ?? []), major]);
  return {
    majors,
    decisions: content.decisions,
    topics: content.topics,
    // Of two names as long, a major's own goes first: '动物医学专业' is 动物医学, not 临床医学's alias '医学专业'.
    majorNames: [...majorNames.values()].sort((a, b) => byLength(a, b) || ownName(b) - ownName(a)),
    triggers: unique.sort(byLength),
    decisionById: new Map(content.decisions.map((d) => [d.id, d])),
    majorsByOccupation,
  };
}
