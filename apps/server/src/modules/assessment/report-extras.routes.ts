import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { assessmentRoutes as api, Resume, ResumeText } from '@lucina/contracts';
import type { Identity } from '../../http/identity.js';
import { READ_ONLY_POST, registerRoute } from '../../http/route.js';
import { AppError } from '../../lib/errors.js';
import type { ReadResume } from './resume-reader.js';

const userOwner = (identity: Identity) => {
  if (identity.kind !== 'user') throw new Error('report extras need auth "user"');
  return { kind: 'user' as const, userId: identity.userId };
};

const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface UploadSteps {
  /** Refuses a caller who may not upload to this record; runs before any file is read. */
  authorize(recordId: string): Promise<unknown>;
  read(fileName: string, bytes: Buffer): Promise<ReadResume>;
}

function checkedRecordId(recordId: string) {
  if (!recordId) throw AppError.badRequest(ResumeText.recordFirst);
  if (!RECORD_ID.test(recordId)) throw AppError.badRequest('测评记录ID格式不正确');
  return recordId;
}

/**
 * Reads the multipart form: `recordId` first, then up to three résumé files. The caller's entitlement is
 * checked at the first file, so nobody without the full report gets a file buffered or parsed.
 */
async function readUpload(req: FastifyRequest, steps: UploadSteps): Promise<{ recordId: string; files: ReadResume[] }> {
  let recordId = '';
  let authorized = false;
  const files: ReadResume[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'recordId' && !authorized) recordId = String(part.value);
        continue;
      }
      if (!authorized) {
        await steps.authorize(checkedRecordId(recordId));
        authorized = true;
      }
      if (files.length >= Resume.maxFiles) throw AppError.badRequest(ResumeText.tooMany);
      const bytes = await part.toBuffer();
      files.push(await steps.read(part.filename || '简历', bytes));
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 413, ResumeText.tooLarge('文件'));
    if (code === 'FST_FILES_LIMIT') throw AppError.badRequest(ResumeText.tooMany);
    throw AppError.badRequest(ResumeText.missing);
  }
  checkedRecordId(recordId);
  if (files.length === 0) throw AppError.badRequest(ResumeText.missing);
  return { recordId, files };
}

/** The full report's extras: résumé upload, AI narrative, consultant recommendation (members and buyers). */
export async function reportExtrasRoutes(app: FastifyInstance) {
  const { narratives, assessmentReports: reports, resumeReader, content } = app.ctx.services;
  // One more file than allowed is let through so the fourth is refused with a clear message, not cut silently.
  await app.register(multipart, { limits: { fileSize: Resume.maxBytes, files: Resume.maxFiles + 1, fields: 4 } });

  registerRoute(app, api.surveyResult, async ({ identity, req }) => {
    const owner = userOwner(identity);
    const { recordId, files } = await readUpload(req, {
      authorize: (id) => reports.fullReportInput(owner, id),
      read: (fileName, bytes) => resumeReader.read(fileName, bytes),
    });
    return narratives.attachResumes(owner, recordId, files);
  });
  registerRoute(
    app,
    api.resumeList,
    ({ identity, body }) => narratives.resumes(userOwner(identity), body.recordId),
    READ_ONLY_POST,
  );
  // Polled while the narrative is written. Its first call claims the writing, which a resent call finds done.
  registerRoute(
    app,
    api.surveyNarrative,
    ({ identity, body }) => narratives.get(userOwner(identity), body.recordId),
    READ_ONLY_POST,
  );
  registerRoute(
    app,
    api.consultantExpert,
    async ({ identity, body }) => {
      const { result } = await reports.fullReportInput(userOwner(identity), body.recordId);
      return content.consultants.recommend(result.order, result.hollandCode);
    },
    READ_ONLY_POST,
  );
  app.addHook('preClose', async () => narratives.close());
}
