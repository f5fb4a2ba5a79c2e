import { EngagementText, type InfoAnswerInput, type InfoQuestion } from '@lucina/contracts';
import type { Database } from '../../db/client.js';
import type { InfoCollectionRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { infoCollectionRepository } from './info-collection.repository.js';
import { INFO_QUESTIONNAIRE } from './info-questions.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface StoredAnswer {
  questionId: number;
  values: string[];
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** The questionnaire's major and industry questions (info-questions.ts); a changed set has a new id anyway. */
const MAJOR_QUESTION = 2;
const INDUSTRY_QUESTION = 4;

/** Checks every answer against its question; returns them in question order, text answers as one value. */
function normalise(questions: InfoQuestion[], answers: InfoAnswerInput[]): StoredAnswer[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const given = new Map<number, string[]>();
  for (const a of answers) {
    const q = byId.get(a.questionId);
    if (!q) throw AppError.badRequest(EngagementText.infoAnswerUnknownQuestion(a.questionId));
    const values =
      q.type === 'text'
        ? [(a.text ?? '').trim()].filter(Boolean)
        : [...new Set((a.values ?? []).map((v) => v.trim()).filter(Boolean))];
    if (q.type === 'text' && values[0] && [...values[0]].length > q.max) {
      throw AppError.badRequest(EngagementText.infoAnswerTooLong(q.title, q.max));
    }
    if (q.type !== 'text') {
      const allowed = new Set(q.options.map((o) => o.value));
      if (values.some((v) => !allowed.has(v))) throw AppError.badRequest(EngagementText.infoAnswerInvalid(q.title));
      if (values.length > q.max) throw AppError.badRequest(EngagementText.infoAnswerTooMany(q.title, q.max));
    }
    given.set(q.id, values);
  }
  return questions.flatMap((q) => {
    const values = given.get(q.id) ?? [];
    if (q.required && !values.length) throw AppError.badRequest(EngagementText.infoAnswerRequired(q.title));
    return values.length ? [{ questionId: q.id, values }] : [];
  });
}

/** The profile-collection pop-up's questionnaire, one submission per user, and its use as planner context. */
export function createInfoCollectionService({ db }: { db: Database }) {
  const repo = infoCollectionRepository(db);
  async function questionnaire() {
    const row = await repo.questionnaire(INFO_QUESTIONNAIRE.id);
    if (!row) throw AppError.notFound(EngagementText.infoQuestionnaireMissing);
    return { ...row, questions: row.questions as InfoQuestion[] };
  }
  const submissionOf = (userId: string) => repo.submissionOf(userId, INFO_QUESTIONNAIRE.id);
  function view(row: InfoCollectionRow, questions: InfoQuestion[]) {
    const byId = new Map(questions.map((q) => [q.id, q]));
    return {
      id: row.id,
      questionnaireId: row.questionnaireId,
      answers: (row.answers as StoredAnswer[]).map((a) => ({
        questionId: a.questionId,
        title: byId.get(a.questionId)?.title ?? '',
        values: a.values,
        display: a.values.join('、'),
      })),
      createTime: row.createdAt.toISOString(),
    };
  }

  return {
    async test(userId: string) {
      const q = await questionnaire();
      const submitted = await submissionOf(userId);
      return {
        id: q.id,
        title: q.title,
        description: q.description,
        confirm: true,
        questions: [...q.questions].sort((a, b) => a.order - b.order),
        submittedId: submitted?.id ?? null,
      };
    },
    /** Saves once and marks the pop-up ended (infoCollectionState '1'); a second submit is refused. */
    async submit(userId: string, answers: InfoAnswerInput[]) {
      const q = await questionnaire();
      const normalised = normalise(q.questions, answers);
      if (await submissionOf(userId)) throw AppError.conflict(EngagementText.infoAlreadySubmitted);
      try {
        const row = await repo.submit(userId, q.id, normalised);
        return view(row, q.questions);
      } catch (err) {
        if (isUniqueViolation(err)) throw AppError.conflict(EngagementText.infoAlreadySubmitted);
        throw err;
      }
    },
    async detail(userId: string, id: string) {
      if (!UUID.test(id)) throw AppError.notFound(EngagementText.infoCollectionNotFound);
      const q = await questionnaire();
      const row = await repo.ownedSubmission(userId, id);
      if (!row) throw AppError.notFound(EngagementText.infoCollectionNotFound);
      return view(row, q.questions);
    },
    /**
     * The answers that bear on which occupations a report shows first: the major (question 2, free text) and the
     * industries (question 4). Nothing collected: neither is known.
     */
    async matchBackground(userId: string): Promise<{ majorZh: string | null; industriesZh: string[] }> {
      const row = await submissionOf(userId);
      const answers = (row?.answers ?? []) as StoredAnswer[];
      const valuesOf = (id: number) => answers.find((a) => a.questionId === id)?.values ?? [];
      return { majorZh: valuesOf(MAJOR_QUESTION)[0] ?? null, industriesZh: valuesOf(INDUSTRY_QUESTION) };
    },
    /** Lines for the planner's system prompt, e.g. '目前阶段：本科在读'; empty when nothing was collected. */
    async plannerFacts(userId: string): Promise<string[]> {
      const row = await submissionOf(userId);
      if (!row) return [];
      const { questions } = await questionnaire();
      return view(row, questions).answers.map((a) => `${a.title.replace(/[？?]$/, '')}：${a.display}`);
    },
  };
}

export type InfoCollectionService = ReturnType<typeof createInfoCollectionService>;
