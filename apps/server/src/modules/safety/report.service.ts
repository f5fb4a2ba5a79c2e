import { Safety, SafetyText, type ReportReason } from '@lucina/contracts';
import type { Database } from '../../db/client.js';
import type { Kv } from '../../kv/index.js';
import { AppError } from '../../lib/errors.js';
import { reportRepository } from './report.repository.js';

const HOUR_MS = 3600_000;

/** What the chat hands over once it has checked that the reporter owns the answer. */
export interface ReportInput {
  messageId: string;
  reason: ReportReason;
  detail: string;
  question: string;
  answer: string;
  reporter: { userId: string } | { visitorId: string };
}

/** Users' reports of answers: one per answer, a few per hour, into the review queue. */
export function createReportService({ db, kv }: { db: Database; kv: Kv }) {
  const repo = reportRepository(db);
  return {
    async submit(input: ReportInput) {
      const who = 'userId' in input.reporter ? `u:${input.reporter.userId}` : `v:${input.reporter.visitorId}`;
      const { value } = await kv.incr(`safety-report:${who}`, HOUR_MS);
      if (value > Safety.reportsPerHour) throw AppError.tooManyRequests(SafetyText.reportTooFrequent);
      const id = await repo.insert({
        messageId: input.messageId,
        reason: input.reason,
        detail: input.detail,
        question: input.question,
        answer: input.answer,
        userId: 'userId' in input.reporter ? input.reporter.userId : null,
        visitorId: 'visitorId' in input.reporter ? input.reporter.visitorId : null,
      });
      if (!id) throw AppError.conflict(SafetyText.alreadyReported);
      return { id, message: SafetyText.reported };
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
