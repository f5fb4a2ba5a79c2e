import { Engagement, EngagementText, parseImageDataUrl, type FeedbackSubmitBody } from '@lucina/contracts';
import type { Database } from '../../db/client.js';
import type { FeedbackRow } from '../../db/schema/index.js';
import type { Kv } from '../../kv/index.js';
import { AppError } from '../../lib/errors.js';
import { feedbackRepository } from './feedback.repository.js';
import { sniffImage, storeUpload } from './images.js';

const HOUR_MS = 60 * 60 * 1000;

/** Help and feedback: categories, submissions (own only) with an optional screenshot, limited per user. */
export function createFeedbackService({ db, kv, dataDir }: { db: Database; kv: Kv; dataDir: string }) {
  const repo = feedbackRepository(db);
  async function categoryNames() {
    const rows = await repo.categories();
    return new Map(rows.map((r) => [r.id, r]));
  }
  const view = (row: FeedbackRow, names: Map<number, { name: string }>) => ({
    id: row.id,
    categoryId: row.categoryId,
    categoryName: names.get(row.categoryId)?.name ?? '',
    content: row.content,
    contact: row.contact,
    hasScreenshot: row.screenshotPath !== null,
    status: row.status,
    createTime: row.createdAt.toISOString(),
  });

  /** Decoded, typed by its bytes (the declared type must agree) and within 2 MB. */
  function screenshotOf(dataUrl: string) {
    const parsed = parseImageDataUrl(dataUrl);
    if (!parsed) throw AppError.badRequest(EngagementText.screenshotInvalid);
    if (parsed.bytes.length > Engagement.feedback.screenshotMaxBytes) {
      throw AppError.badRequest(EngagementText.screenshotTooLarge);
    }
    const type = sniffImage(parsed.bytes);
    if (!type || type !== parsed.mime) throw AppError.badRequest(EngagementText.screenshotInvalid);
    return { bytes: parsed.bytes, type };
  }

  return {
    async categories() {
      const rows = [...(await categoryNames()).values()].filter((c) => c.enabled);
      return rows.map((c) => ({ id: c.id, name: c.name, description: c.description }));
    },
    async submit(userId: string, body: FeedbackSubmitBody) {
      const names = await categoryNames();
      if (!names.get(body.categoryId)?.enabled) throw AppError.badRequest(EngagementText.feedbackCategoryUnknown);
      const shot = body.screenshot ? screenshotOf(body.screenshot) : null;
      // Counted only once the input is valid, so typing mistakes do not use up the allowance.
      const { value } = await kv.incr(`feedback:${userId}`, HOUR_MS);
      if (value > Engagement.feedback.perHour) throw AppError.tooManyRequests(EngagementText.feedbackTooFrequent);
      const screenshotPath = shot ? `feedback/${await storeUpload(dataDir, 'feedback', shot.bytes, shot.type)}` : null;
      const row = await repo.insert({
        userId,
        categoryId: body.categoryId,
        content: body.content,
        contact: body.contact ?? '',
        screenshotPath,
      });
      return view(row, names);
    },
    async mine(userId: string) {
      const [names, rows] = await Promise.all([categoryNames(), repo.latestOf(userId, 50)]);
      return rows.map((r) => view(r, names));
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
