import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { surveyRecords } from './assessment.js';

/** Résumés attached to a record for its AI narrative; only the extracted text is kept, never the file. */
export const surveyResumes = pgTable(
  'survey_resumes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recordId: uuid('record_id')
      .notNull()
      .references(() => surveyRecords.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    kind: text('kind').notNull(),
    size: integer('size').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('survey_resumes_record_idx').on(t.recordId),
    check('survey_resumes_kind_valid', sql`${t.kind} in ('doc','docx','pdf')`),
  ],
);

/** One saved narrative per record; `generation` changes when a new résumé restarts it, so a stale writer cannot overwrite. */
export const reportNarratives = pgTable(
  'report_narratives',
  {
    recordId: uuid('record_id')
      .primaryKey()
      .references(() => surveyRecords.id, { onDelete: 'cascade' }),
    status: text('status').$type<'writing' | 'done' | 'error'>().notNull(),
    content: text('content').notNull().default(''),
    provider: text('provider').notNull(),
    resumeCount: integer('resume_count').notNull().default(0),
    generation: uuid('generation').notNull().defaultRandom(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('report_narratives_status_valid', sql`${t.status} in ('writing','done','error')`)],
);
