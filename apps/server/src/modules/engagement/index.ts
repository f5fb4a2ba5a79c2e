import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Kv } from '../../kv/index.js';
import type { Logger } from '../../lib/logger.js';
import type { UserService } from '../users/index.js';
import { createAdminFeedbackService } from './admin-feedback.service.js';
import { createCampaignService, type CampaignService } from './campaign.service.js';
import { createFeedbackService } from './feedback.service.js';
import { createInfoCollectionService, type InfoCollectionService } from './info-collection.service.js';
import type { ChatContextSource } from '../chat/index.js';
import type { MessageService } from './messages.service.js';
import { createProfileService } from './profile.service.js';
import { createTrackingService } from './tracking.service.js';

export {
  createMessageService,
  renderNotice,
  type MessageService,
  type NotifyKind,
  type NotifyPayloads,
} from './messages.service.js';
export { engagementSeeder } from './engagement.seeder.js';
export { engagementRoutes } from './engagement.routes.js';
export { reencodeImage, storeUpload, type ImageShape } from './images.js';
export { mediaRoutes } from './media.routes.js';
export { paymentNoticesTo } from './payment-notices.js';

/**
 * Builds the engagement feature. `messages.notify(userId, kind, payload)` is what other features call
 * (payment success, membership expiring, coupon received); `messages.broadcast` announces to everyone.
 */
export function createEngagementServices(deps: {
  config: Config;
  db: Database;
  kv: Kv;
  log: Logger;
  users: UserService;
  /** Built before the user service, which counts unread messages with it. */
  messages: MessageService;
}) {
  const { db, kv, log } = deps;
  const dataDir = deps.config.dataDir;
  return {
    messages: deps.messages,
    feedback: createFeedbackService({ db, kv, dataDir }),
    infoCollection: createInfoCollectionService({ db }),
    tracking: createTrackingService({ db, kv, log }),
    profile: createProfileService({ db, users: deps.users, dataDir, log }),
    /** The console's side: its system-message campaigns and the feedback inbox. */
    campaigns: createCampaignService({ db }),
    adminFeedback: createAdminFeedbackService({ db, dataDir }),
  };
}

/** How often each instance looks for scheduled messages that are due. */
export const DUE_MESSAGES_EVERY_MS = 10_000;

/**
 * Boot: every instance runs the due job; the claim in the database makes each scheduled message go out once,
 * from whichever instance takes it first. Returns the stop function.
 */
export function startScheduledMessages(
  campaigns: Pick<CampaignService, 'sendDue'>,
  log: Logger,
  everyMs = DUE_MESSAGES_EVERY_MS,
) {
  let running = false;
  const timer = setInterval(() => {
    // One run at a time: a slow database must not pile them up.
    if (running) return;
    running = true;
    campaigns
      .sendDue()
      .then((sent) => sent > 0 && log.info({ sent }, 'scheduled system messages sent'))
      .catch((err: unknown) => log.error({ err }, 'sending scheduled system messages failed'))
      .finally(() => (running = false));
  }, everyMs).unref();
  return () => clearInterval(timer);
}

/** The chat planner's context: the profile-collection answers of a logged-in asker (visitors have none). */
export function plannerFactsSource(infoCollection: InfoCollectionService): Pick<ChatContextSource, 'profileFacts'> {
  return {
    profileFacts: (owner) => (owner.kind === 'user' ? infoCollection.plannerFacts(owner.userId) : Promise.resolve([])),
  };
}
