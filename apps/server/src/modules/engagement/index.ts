import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Kv } from '../../kv/index.js';
import type { Logger } from '../../lib/logger.js';
import type { UserService } from '../users/user.service.js';
import { createFeedbackService } from './feedback.service.js';
import { createInfoCollectionService, type InfoCollectionService } from './info-collection.service.js';
import type { ChatContextSource } from '../chat/chat-context.js';
import type { MessageService } from './messages.service.js';
import { createProfileService } from './profile.service.js';
import { createTrackingService } from './tracking.service.js';

export { createMessageService, type MessageService, type NotifyKind, type NotifyPayloads } from './messages.service.js';
export { engagementSeeder } from './engagement.seeder.js';
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
  };
}

/** The chat planner's context: the profile-collection answers of a logged-in asker (visitors have none). */
export function plannerFactsSource(infoCollection: InfoCollectionService): Pick<ChatContextSource, 'profileFacts'> {
  return {
    profileFacts: (owner) => (owner.kind === 'user' ? infoCollection.plannerFacts(owner.userId) : Promise.resolve([])),
  };
}
