import { getTableColumns, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { Assessment, RIASEC_TYPES } from '@lucina/contracts';
import type { Executor } from '../../db/client.js';
import { occupations, surveyQuestions, surveyTemplates } from '../../db/schema/index.js';
import type { Seeder } from '../../seed/index.js';
import { readOccupations, riasecContent } from './content.js';

type Item = (typeof riasecContent.items)[number];

/**
 * Items interleaved R-I-A-S-E-C round by round (R1, I1, A1 … C1, R2 …) so no type is answered as one block.
 * Question ids are templateId × 1000 + order; reordering a published template needs a new template id.
 */
function interleave(items: readonly Item[]): Item[] {
  const byType = RIASEC_TYPES.map((t) => items.filter((i) => i.type === t));
  const rounds = Math.max(...byType.map((l) => l.length));
  return Array.from({ length: rounds }, (_, k) => byType.flatMap((l) => (l[k] ? [l[k]] : []))).flat();
}

const TEMPLATES = [
  {
    id: 1,
    code: Assessment.surveyCodes.riasec48,
    name: '霍兰德职业兴趣测评',
    description:
      '48 道日常工作活动题，按你的喜欢程度作答，约 8 分钟。得出你的霍兰德兴趣代码，并从 923 个职业中找出与你兴趣最匹配的方向。',
    version: 1,
    items: interleave(riasecContent.items),
  },
  {
    id: 2,
    code: Assessment.surveyCodes.riasec72,
    name: '霍兰德职业兴趣测评（加长版）',
    description: '在 48 题版的基础上增加 24 道 O*NET 典型职业活动题，共 72 题，约 12 分钟，结果更稳定。',
    version: 1,
    items: [...interleave(riasecContent.items), ...interleave(riasecContent.generalActivities)],
  },
];

/** `set` clause taking every non-key column from the conflicting insert row. */
function excludedSet<T extends PgTable>(table: T, key: string): Record<string, SQL> {
  const cols = Object.entries(getTableColumns(table)).filter(([name]) => name !== key);
  return Object.fromEntries(cols.map(([name, col]) => [name, sql.raw(`excluded."${col.name}"`)]));
}

async function seedTemplates(db: Executor) {
  for (const { items, ...template } of TEMPLATES) {
    await db
      .insert(surveyTemplates)
      .values({ ...template, questionCount: items.length })
      .onConflictDoUpdate({
        target: surveyTemplates.id,
        set: {
          ...excludedSet(surveyTemplates, 'id'),
          createdAt: sql`${surveyTemplates.createdAt}`,
          updatedAt: sql`now()`,
        },
      });
    const rows = items.map((item, i) => ({
      id: template.id * 1000 + i + 1,
      templateId: template.id,
      sortOrder: i + 1,
      itemId: item.itemId,
      type: item.type,
      text: item.textZh,
    }));
    await db
      .insert(surveyQuestions)
      .values(rows)
      .onConflictDoUpdate({ target: surveyQuestions.id, set: excludedSet(surveyQuestions, 'id') });
  }
}

const OCCUPATION_BATCH = 250;

async function seedOccupations(db: Executor) {
  const rows = readOccupations().map(({ scores, ...o }) => ({
    ...o,
    r: scores.R,
    i: scores.I,
    a: scores.A,
    s: scores.S,
    e: scores.E,
    c: scores.C,
  }));
  for (let i = 0; i < rows.length; i += OCCUPATION_BATCH) {
    await db
      .insert(occupations)
      .values(rows.slice(i, i + OCCUPATION_BATCH))
      .onConflictDoUpdate({ target: occupations.code, set: excludedSet(occupations, 'code') });
  }
  // The file is the source of truth: codes dropped from it leave the catalogue too.
  await db.delete(occupations).where(
    notInArray(
      occupations.code,
      rows.map((r) => r.code),
    ),
  );
}

/** The RIASEC templates (48 and 72 items) and the 923 occupations; safe to run at every start. */
export const assessmentSeeder: Seeder = {
  name: 'assessment',
  async run(db) {
    await db.transaction(async (tx) => {
      await seedTemplates(tx);
      await seedOccupations(tx);
    });
  },
};
