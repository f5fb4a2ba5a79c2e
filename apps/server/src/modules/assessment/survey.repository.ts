import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { occupations, surveyQuestions, surveyTemplates } from '../../db/schema/index.js';

/** Reference data of the assessment: templates, their questions, the occupation catalogue. */
export function surveyRepository(db: Executor) {
  return {
    async activeTemplates() {
      return db.select().from(surveyTemplates).where(eq(surveyTemplates.active, true)).orderBy(asc(surveyTemplates.id));
    },
    async findActiveTemplate(id: number) {
      const [row] = await db
        .select()
        .from(surveyTemplates)
        .where(and(eq(surveyTemplates.id, id), eq(surveyTemplates.active, true)))
        .limit(1);
      return row ?? null;
    },
    async questionsOf(templateId: number) {
      return db
        .select()
        .from(surveyQuestions)
        .where(eq(surveyQuestions.templateId, templateId))
        .orderBy(asc(surveyQuestions.sortOrder));
    },
    async allOccupations() {
      return db.select().from(occupations).orderBy(asc(occupations.code));
    },
  };
}
