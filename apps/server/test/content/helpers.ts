import type { ContentImageKind } from '@lucina/contracts';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../src/db/schema/index.js';
import { contentSeeder } from '../../src/modules/content/index.js';
import type { TestApp } from '../helpers/app.js';
import { createEngagementApp, multipartBody, samplePng, type EngagementApp } from '../engagement/helpers.js';

/** The app with the shipped banners and service square, writing uploads to a temporary DATA_DIR. */
export async function createContentApp(): Promise<EngagementApp> {
  const t = await createEngagementApp();
  await contentSeeder.run(t.db);
  return t;
}

type Headers = Record<string, string>;

export const adminGet = (t: TestApp, headers: Headers, path: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin${path}`, headers });
export const adminPost = (t: TestApp, headers: Headers, path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin${path}`, headers, payload });

/** Uploads an image through the console and returns its address. */
export async function uploadImage(t: TestApp, headers: Headers, kind: ContentImageKind, bytes?: Buffer) {
  const { payload, contentType } = multipartBody('file', 'a.png', 'image/png', bytes ?? (await samplePng(64, 32)));
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/content/image?kind=${kind}`,
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  return res.json().data.url as string;
}

/** The audit rows of one target, oldest first, as [action, before, after]. */
export async function auditTrail(t: TestApp, target: string, action?: string) {
  const rows = await t.db
    .select()
    .from(auditLog)
    .where(action ? and(eq(auditLog.target, target), eq(auditLog.action, action)) : eq(auditLog.target, target));
  return rows
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((r) => ({ action: r.action, actor: r.actorUserId, before: r.before, after: r.after }));
}
