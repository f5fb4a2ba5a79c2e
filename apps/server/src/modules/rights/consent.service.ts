import { RightsText, type ConsentBody, type ConsentState } from '@lucina/contracts';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { consentRepository } from './consent.repository.js';

export interface ConsentVersions {
  agreementVersion: string;
  privacyVersion: string;
}

/**
 * Which versions of the user agreement and the privacy terms each account accepted, and when. Signing up accepts
 * the versions in force (the login form asks for it); when either version changes, the next visit asks again.
 */
export function createConsentService({ db, versions }: { db: Database; versions: ConsentVersions }) {
  const repo = consentRepository(db);
  return {
    async state(userId: string): Promise<ConsentState> {
      const latest = await repo.latest(userId);
      const current =
        latest?.agreementVersion === versions.agreementVersion && latest.privacyVersion === versions.privacyVersion;
      return {
        ...versions,
        acceptedTime: current ? latest.acceptedAt.toISOString() : null,
        required: !current,
      };
    },
    /** The versions the user read must be the ones in force: a page older than a change consents to nothing. */
    async accept(userId: string, body: ConsentBody, ip: string | null) {
      if (body.agreementVersion !== versions.agreementVersion || body.privacyVersion !== versions.privacyVersion) {
        throw AppError.conflict(RightsText.consentStale);
      }
      await repo.insert({ userId, ...versions, ip });
      return null;
    },
    /** Runs inside the sign-up transaction. */
    async acceptAtSignup(tx: Executor, userId: string) {
      await consentRepository(tx).insert({ userId, ...versions, ip: null });
    },
  };
}

export type ConsentService = ReturnType<typeof createConsentService>;
