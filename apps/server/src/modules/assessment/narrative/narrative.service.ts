import type { Narrative, ResumeFile } from '@lucina/contracts';
import type { Database } from '../../../db/client.js';
import type { Logger } from '../../../lib/logger.js';
import type { Owner } from '../record.repository.js';
import type { createAssessmentReportService } from '../report.service.js';
import type { ReadResume } from '../resume-reader.js';
import { buildNarrativeInput } from './narrative-input.js';
import { narrativeRepository } from './narrative.repository.js';
import type { NarrativeWriter } from './writer.js';

type ReportService = ReturnType<typeof createAssessmentReportService>;
type NarrativeRow = NonNullable<Awaited<ReturnType<ReturnType<typeof narrativeRepository>['find']>>>;

/** Progress is saved at most this often while writing, so a poll sees the text grow without a write per token. */
const FLUSH_MS = 400;
/** A narrative still 'writing' with no progress for this long lost its writer (crash, restart): it is started over. */
const STALE_MS = 120_000;

const toView = (row: NarrativeRow): Narrative => ({
  recordId: row.recordId,
  status: row.status,
  content: row.content,
  provider: row.provider,
  resumeCount: row.resumeCount,
  updateTime: row.updatedAt.toISOString(),
});

const toResumeView = (row: {
  id: string;
  fileName: string;
  kind: string;
  size: number;
  text: string;
  createdAt: Date;
}): ResumeFile => ({
  id: row.id,
  fileName: row.fileName,
  kind: row.kind as ResumeFile['kind'],
  size: row.size,
  chars: row.text.length,
  createTime: row.createdAt.toISOString(),
});

/** The full report's AI narrative: written once in the background, saved as it grows, read back on every view. */
export function createNarrativeService(deps: {
  db: Database;
  reports: ReportService;
  writer: NarrativeWriter;
  log: Logger;
}) {
  const repo = narrativeRepository(deps.db);
  const running = new Map<string, AbortController>();

  async function write(owner: Extract<Owner, { kind: 'user' }>, recordId: string, generation: string) {
    running.get(recordId)?.abort();
    const controller = new AbortController();
    running.set(recordId, controller);
    let content = '';
    try {
      const { result, ranking } = await deps.reports.fullReportInput(owner, recordId);
      const [tags, resumes] = await Promise.all([repo.tagsOf(owner.userId), repo.resumes(recordId)]);
      const input = buildNarrativeInput(result, ranking, tags, resumes.map((r) => r.text).join('\n\n'));
      let flushedAt = Date.now();
      for await (const piece of deps.writer.write(input, controller.signal)) {
        content += piece;
        if (Date.now() - flushedAt >= FLUSH_MS) {
          flushedAt = Date.now();
          if (!(await repo.save(recordId, generation, content, 'writing'))) return controller.abort();
        }
      }
      if (!controller.signal.aborted) await repo.save(recordId, generation, content.trim(), 'done');
    } catch (error) {
      deps.log.warn({ err: error, recordId }, 'report narrative failed');
      await repo.save(recordId, generation, content, 'error').catch(() => undefined);
    } finally {
      if (running.get(recordId) === controller) running.delete(recordId);
    }
  }

  const start = (owner: Extract<Owner, { kind: 'user' }>, row: NarrativeRow) =>
    void write(owner, row.recordId, row.generation);

  return {
    /** Returns the saved narrative; the first call (or a retry after a failure) starts writing it. */
    async get(owner: Extract<Owner, { kind: 'user' }>, recordId: string): Promise<Narrative> {
      await deps.reports.fullReportInput(owner, recordId);
      const existing = await repo.find(recordId);
      if (existing && existing.status === 'done') return toView(existing);
      const resumeCount = await repo.resumeCount(recordId);
      let row = existing
        ? existing.status === 'error'
          ? await repo.restart(recordId, deps.writer.provider, resumeCount)
          : running.has(recordId)
            ? null
            : await repo.restart(recordId, deps.writer.provider, resumeCount, new Date(Date.now() - STALE_MS))
        : await repo.claim(recordId, deps.writer.provider, resumeCount);
      if (row) start(owner, row);
      row ??= await repo.find(recordId);
      return toView(row!);
    },

    async resumes(owner: Extract<Owner, { kind: 'user' }>, recordId: string): Promise<ResumeFile[]> {
      await deps.reports.fullReportInput(owner, recordId);
      return (await repo.resumes(recordId)).map(toResumeView);
    },

    /** New résumés replace the old ones and the narrative is written again with them. */
    async attachResumes(owner: Extract<Owner, { kind: 'user' }>, recordId: string, files: ReadResume[]) {
      await deps.reports.fullReportInput(owner, recordId);
      const saved = await repo.replaceResumes(recordId, files);
      const row = (await repo.restart(recordId, deps.writer.provider, saved.length))!;
      start(owner, row);
      return { resumes: saved.map(toResumeView), narrative: toView(row) };
    },

    /** Stops in-process writers (shutdown); their rows are picked up again as stale. */
    close() {
      for (const controller of running.values()) controller.abort();
      running.clear();
    },
  };
}

export type NarrativeService = ReturnType<typeof createNarrativeService>;
