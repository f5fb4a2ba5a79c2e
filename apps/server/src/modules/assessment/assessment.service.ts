import { AssessmentText, type SurveySubmitBody } from '@lucina/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { answerBatchProblem, missingAnswersProblem } from './answers.js';
import { toRecordView, type RecordWithCounts } from './assessment.mapper.js';
import { riasecContent } from './content.js';
import { recordRepository, type Owner } from './record.repository.js';
import { scoreAnswers } from './scoring.js';
import { surveyRepository } from './survey.repository.js';

const view = (row: RecordWithCounts | null) => {
  if (!row) throw AppError.notFound(AssessmentText.recordNotFound);
  return toRecordView(row);
};

/** Taking a test: templates, start or resume, partial saves, final submit with scoring, the caller's records. */
export function createAssessmentService({ db }: { db: Database }) {
  const surveys = surveyRepository(db);
  const records = recordRepository(db);

  async function activeTemplate(surveyId: number) {
    const template = await surveys.findActiveTemplate(surveyId);
    if (!template) throw AppError.notFound(AssessmentText.surveyNotFound);
    return template;
  }

  return {
    async surveyList(owner: Owner) {
      const rows = await records.templatesWithLatest(owner);
      return rows.map(({ template, record, answeredCount }) => {
        const { id, code, name, description, questionCount, version } = template;
        const latestRecord = record ? toRecordView({ record, answeredCount, questionCount }) : null;
        return { id, code, name, description, questionCount, version, latestRecord };
      });
    },

    async template(surveyId: number) {
      const { id, code, name, description, questionCount, version } = await activeTemplate(surveyId);
      const questions = await surveys.questionsOf(id);
      return {
        id,
        code,
        name,
        description,
        questionCount,
        version,
        scale: riasecContent.scale,
        questions: questions.map((q) => ({
          questionId: q.id,
          order: q.sortOrder,
          itemId: q.itemId,
          type: q.type,
          text: q.text,
        })),
      };
    },

    /** Resumes the caller's open record of this test, or opens one; a user's careerTestState becomes 2. */
    async start(owner: Owner, surveyId: number) {
      await activeTemplate(surveyId);
      let open = await records.findOpen(owner, surveyId);
      if (!open) {
        await records.insertOpen(owner, surveyId);
        open = await records.findOpen(owner, surveyId);
      }
      if (!open) throw new Error(`open record of survey ${surveyId} missing right after insert`);
      if (owner.kind === 'user') await records.syncCareerTestState(owner.userId);
      return { record: toRecordView(open), answers: await records.answersOf(open.record.id) };
    },

    /** Saves answers; with `final` also requires every question and stores the scored result. All or nothing. */
    async submit(owner: Owner, body: SurveySubmitBody) {
      return db.transaction(async (tx) => {
        const repo = recordRepository(tx);
        const record = await repo.findOwned(owner, body, true);
        if (!record) throw AppError.notFound(AssessmentText.recordNotFound);
        if (record.status === 'submitted') throw AppError.conflict(AssessmentText.alreadySubmitted);

        const questions = await surveyRepository(tx).questionsOf(record.surveyId);
        const slots = questions.map((q) => ({ id: q.id, order: q.sortOrder }));
        const problem = answerBatchProblem(slots, body.answers);
        if (problem) throw AppError.badRequest(problem);

        let result = null;
        if (body.final) {
          const merged = new Map((await repo.answersOf(record.id)).map((a) => [a.questionId, a.value]));
          for (const a of body.answers) merged.set(a.questionId, a.value);
          const missing = missingAnswersProblem(slots, merged);
          if (missing) throw AppError.badRequest(missing);
          result = scoreAnswers(questions, merged);
        }

        await repo.saveAnswers(record.id, body.answers);
        if (result) {
          await repo.markSubmitted(record.id, result);
          if (owner.kind === 'user') await repo.syncCareerTestState(owner.userId);
        }
        return { record: view(await repo.findOwnedView(owner, record.id)) };
      });
    },

    async submittedCount(owner: Owner) {
      return records.countSubmitted(owner);
    },

    async recordList(owner: Owner, { page, pageSize }: { page: number; pageSize: number }) {
      const { rows, total } = await records.list(owner, { limit: pageSize, offset: (page - 1) * pageSize });
      return { list: rows.map((r) => ({ ...toRecordView(r), surveyName: r.surveyName })), total, page, pageSize };
    },

    async finished(owner: Owner) {
      const latest = await records.latestSubmitted(owner);
      return { finished: latest !== null, latestRecordId: latest?.id ?? null };
    },
  };
}

export type AssessmentService = ReturnType<typeof createAssessmentService>;
