import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { RIASEC_TYPES, riasecTypeSchema } from '@lucina/contracts';

const DATA_DIR = path.resolve(import.meta.dirname, '../../seed/data');

const itemSchema = z.object({ itemId: z.string(), type: riasecTypeSchema, textZh: z.string().min(1) });
const typeTextSchema = z.object({
  nameZh: z.string(),
  nameEn: z.string(),
  keywordsZh: z.array(z.string()),
  summaryZh: z.string(),
  strengthsZh: z.array(z.string()),
  workEnvZh: z.string(),
  watchOutZh: z.string(),
  interpretationZh: z.string(),
});
const jobZoneSchema = z.object({
  nameZh: z.string(),
  educationZh: z.string(),
  experienceZh: z.string(),
  summaryZh: z.string(),
});

const contentSchema = z.object({
  scale: z.array(z.object({ value: z.number().int().min(1).max(5), label: z.string() })).length(5),
  items: z.array(itemSchema).length(48),
  generalActivities: z.array(itemSchema).length(24),
  types: z.object(
    Object.fromEntries(RIASEC_TYPES.map((t) => [t, typeTextSchema])) as Record<
      (typeof RIASEC_TYPES)[number],
      typeof typeTextSchema
    >,
  ),
  jobZones: z.object({ 1: jobZoneSchema, 2: jobZoneSchema, 3: jobZoneSchema, 4: jobZoneSchema, 5: jobZoneSchema }),
});
export type RiasecContent = z.infer<typeof contentSchema>;

const occupationSchema = z.object({
  code: z.string(),
  titleEn: z.string(),
  titleZh: z.string(),
  summaryZh: z.string(),
  majors: z.array(z.string()),
  scores: z.object({ R: z.number(), I: z.number(), A: z.number(), S: z.number(), E: z.number(), C: z.number() }),
  hollandCode: z.string().regex(/^[RIASEC]{1,3}$/),
  jobZone: z.number().int().min(1).max(5),
});
export type OccupationData = z.infer<typeof occupationSchema>;

function readJson<T>(file: string, schema: z.ZodType<T>): T {
  return schema.parse(JSON.parse(fs.readFileSync(path.join(DATA_DIR, file), 'utf8')));
}

/** Chinese test content (scale, items, type texts, job zones); read and checked once, at import. */
export const riasecContent: RiasecContent = readJson('riasec-content.zh.json', contentSchema);

/** The 923 occupations of `occupations.json` (built by scripts/build-occupations.ts); read only by the seeder and bench. */
export function readOccupations(): OccupationData[] {
  return readJson('occupations.json', z.array(occupationSchema));
}

export function jobZoneInfos() {
  return ([1, 2, 3, 4, 5] as const).map((jobZone) => ({ jobZone, ...riasecContent.jobZones[jobZone] }));
}
