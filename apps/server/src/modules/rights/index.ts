/**
 * Users' rights over their account (PIPL arts. 45 and 47): self-service cancellation with a cooling-off period
 * and the erasure after it, consent to the agreement's versions, a copy of the account's data, and the retention
 * job that deletes what is kept no longer than a configured age.
 */
import { DAY_MS, Rights } from '@lucina/contracts';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import { createCancellationService, type CancellationCodes } from './cancellation.service.js';
import { createConsentService, type ConsentVersions } from './consent.service.js';
import { createExportService, EXPORT_FOLDER } from './export.service.js';
import { createRetentionService } from './retention.service.js';

export { rightsRoutes } from './rights.routes.js';
export type { CancellationCodes } from './cancellation.service.js';
export type { RetentionRule } from './retention.service.js';

export interface RightsDeps {
  db: Database;
  log: Logger;
  dataDir: string;
  versions: ConsentVersions;
  trackingMaxAgeMs: number;
  codes: CancellationCodes;
  logOutEverywhere(userId: string): Promise<void>;
  forgetViews(userId: string): void;
}

export function createRightsServices(deps: RightsDeps) {
  const cancellation = createCancellationService({ ...deps, exportFolder: EXPORT_FOLDER });
  const consent = createConsentService({ db: deps.db, versions: deps.versions });
  const exports = createExportService(deps);
  const retention = createRetentionService(deps);
  const keepMs = Rights.exportKeepDays * DAY_MS;
  // Ready copies go at their expiry; failed or left ones once as old as a ready one would be.
  retention.register({
    name: 'data_exports',
    maxAgeMs: keepMs,
    purge: (cutoff, batch) => exports.purge(new Date(cutoff.getTime() + keepMs), cutoff, batch),
  });
  return {
    cancellation,
    consent,
    exports,
    retention,
    /** The personal page's and the app shell's view of the account's rights. */
    async status(userId: string) {
      const [c, s, e] = await Promise.all([cancellation.status(userId), consent.state(userId), exports.status(userId)]);
      return { cancellation: c, consent: s, dataExport: e };
    },
  };
}

export type RightsServices = ReturnType<typeof createRightsServices>;

/** How often each instance runs the erasure of due cancellations, the retention rules and left data copies. */
export const RIGHTS_JOBS_EVERY_MS = 10 * 60_000;

/**
 * Boot: every instance runs the jobs; an erasure locks the account's row, so two instances never erase one
 * account twice, and a retention pass deletes only what is old enough, so two passes at once do no harm.
 * Returns the stop function.
 */
export function startRightsJobs(rights: RightsServices, log: Logger, everyMs = RIGHTS_JOBS_EVERY_MS) {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    const erase = rights.cancellation
      .eraseDue()
      .then((n) => n > 0 && log.info({ erased: n }, 'cancelled accounts erased'))
      .catch((err: unknown) => log.error({ err }, 'erasing cancelled accounts failed'));
    const retain = rights.retention
      .run()
      .then((deleted) => log.info({ deleted }, 'retention pass done'))
      .catch((err: unknown) => log.error({ err }, 'retention pass failed'));
    const resume = rights.exports
      .resumeStale()
      .then((n) => n > 0 && log.info({ resumed: n }, 'left data copies prepared'))
      .catch((err: unknown) => log.error({ err }, 'preparing left data copies failed'));
    void Promise.all([erase, retain, resume]).finally(() => (running = false));
  };
  const timer = setInterval(run, everyMs).unref();
  run();
  return () => clearInterval(timer);
}
