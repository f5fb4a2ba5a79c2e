import fs from 'node:fs/promises';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { DAY_MS, Rights, RightsText, type DataExport } from '@lucina/contracts';
import type { Database } from '../../db/client.js';
import type { DataExportRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import { dataCopyRepository } from './data-copy.repository.js';
import { renderDataCopyHtml } from './export-html.js';
import { exportRepository } from './export.repository.js';

/**
 * Where data copies are written, under DATA_DIR: inside the uploads volume every instance shares, so any instance
 * can serve a copy another prepared. The media routes serve only their own folders, never this one.
 */
export const EXPORT_FOLDER = 'uploads/exports';
/** A preparation this old was left by an instance that stopped; another instance takes it up. */
const STALE_AFTER_MS = 10 * 60_000;

const toDataExport = (row: DataExportRow): DataExport => ({
  id: row.id,
  status: row.status,
  sizeBytes: row.sizeBytes,
  createTime: row.createdAt.toISOString(),
  readyTime: row.readyAt?.toISOString() ?? null,
  expireTime: row.expiresAt?.toISOString() ?? null,
});

/**
 * A copy of the account's data (PIPL art. 45): asked for by the user, prepared in the background into a zip of
 * data.json and a readable data.html, downloadable by its owner only for `Rights.exportKeepDays`. The retention
 * job deletes it after that, and the erasure of the account with it.
 */
export function createExportService({ db, log, dataDir }: { db: Database; log: Logger; dataDir: string }) {
  const repo = exportRepository(db);
  const folder = path.join(dataDir, EXPORT_FOLDER);
  const fileOf = (name: string) => path.join(folder, path.basename(name));

  async function removeFile(name: string | null) {
    if (!name) return;
    await fs
      .rm(fileOf(name), { force: true })
      .catch((err: unknown) => log.warn({ err }, 'removing a data copy failed'));
  }

  /** Reads the account, writes the zip, marks the row ready; a row gone meanwhile (erased) takes its file along. */
  async function prepare(id: string, userId: string) {
    try {
      const data = await dataCopyRepository(db).collect(userId);
      if (!data) return repo.markFailed(id);
      const now = new Date();
      const zip = zipSync({
        'data.json': strToU8(JSON.stringify({ exportedAt: now.toISOString(), ...data }, null, 2)),
        'data.html': strToU8(renderDataCopyHtml(data, now)),
      });
      await fs.mkdir(folder, { recursive: true });
      const fileName = `${id}.zip`;
      // Written aside and renamed, so a download never meets half a file.
      const partial = fileOf(`${id}.partial`);
      await fs.writeFile(partial, zip);
      await fs.rename(partial, fileOf(fileName));
      const expiresAt = new Date(now.getTime() + Rights.exportKeepDays * DAY_MS);
      if (!(await repo.markReady(id, { fileName, sizeBytes: zip.byteLength }, now, expiresAt)))
        await removeFile(fileName);
    } catch (err) {
      log.error({ err, exportId: id }, 'preparing a data copy failed');
      await repo.markFailed(id).catch(() => undefined);
    }
  }

  return {
    /** The latest copy still held, for the rights status; an expired one is as good as gone. */
    async status(userId: string, now = new Date()): Promise<DataExport | null> {
      const row = await repo.latest(userId);
      if (!row || (row.expiresAt && row.expiresAt <= now)) return null;
      return toDataExport(row);
    },
    /** One copy at a time, and one request per `Rights.exportEveryHours`; the preparation starts at once. */
    async request(userId: string): Promise<DataExport> {
      const now = new Date();
      const latest = await repo.latest(userId);
      if (
        latest &&
        (latest.status === 'preparing' ||
          latest.createdAt.getTime() > now.getTime() - Rights.exportEveryHours * 3_600_000)
      ) {
        throw AppError.tooManyRequests(RightsText.exportTooOften);
      }
      const row = await repo.insert(userId, now);
      if (!row) throw AppError.tooManyRequests(RightsText.exportTooOften);
      void prepare(row.id, userId);
      return toDataExport(row);
    },
    /** The file of the caller's own ready copy; anyone else's is as unknown as one that never existed. */
    async download(userId: string, id: string, now = new Date()) {
      const row = await repo.find(id);
      if (!row || row.userId !== userId || row.status === 'failed') throw AppError.notFound(RightsText.exportNotFound);
      if (row.status === 'preparing') throw AppError.conflict(RightsText.exportNotReady);
      if (!row.fileName || (row.expiresAt && row.expiresAt <= now)) throw AppError.notFound(RightsText.exportExpired);
      const file = fileOf(row.fileName);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat) throw AppError.notFound(RightsText.exportExpired);
      return { file, size: stat.size, downloadName: `lucina-data-${row.createdAt.toISOString().slice(0, 10)}.zip` };
    },
    /** The rights job: takes up preparations an instance left when it stopped. */
    async resumeStale(now = new Date()) {
      const rows = await repo.claimStale(new Date(now.getTime() - STALE_AFTER_MS), now, 20);
      for (const r of rows) await prepare(r.id, r.userId);
      return rows.length;
    },
    /** Retention: copies past their expiry (and failed or left ones older than `cutoff`) go, with their files. */
    async purge(now: Date, cutoff: Date, batch: number) {
      const gone = await repo.deleteExpired(now, cutoff, batch);
      for (const g of gone) await removeFile(g.fileName);
      return gone.length;
    },
  };
}

export type ExportService = ReturnType<typeof createExportService>;
