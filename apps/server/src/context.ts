import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import type { Kv } from './kv/index.js';
import type { Logger } from './lib/logger.js';
import { noMetrics, type Metrics } from './lib/metrics.js';
import { createAccessService } from './modules/admin/index.js';
import {
  createAssessmentReportService,
  createAssessmentService,
  createNarrativeService,
  createNarrativeWriter,
  createOccupationCatalog,
  createResumeReader,
  moveVisitorRecords,
  plannerResultSource,
} from './modules/assessment/index.js';
import { createAuditService } from './modules/audit/index.js';
import { createChatServices, emptyChatContextSource, moveVisitorConversations } from './modules/chat/index.js';
import { createContentServices } from './modules/content/index.js';
import { createDashboardService, createUsageService } from './modules/dashboard/index.js';
import {
  createEngagementServices,
  createMessageService,
  paymentNoticesTo,
  plannerFactsSource,
} from './modules/engagement/index.js';
import { createLoginServices } from './modules/login/index.js';
import { createPaymentServices } from './modules/payments/index.js';
import { createReferralService } from './modules/referral/index.js';
import { createRightsServices } from './modules/rights/index.js';
import { createSafetyServices } from './modules/safety/index.js';
import { createSessionService } from './modules/sessions/index.js';
import {
  createAdminUserService,
  createUserService,
  createUserViewCache,
  disableAccount,
} from './modules/users/index.js';
import {
  createVisitorClaimService,
  createVisitorIdentityService,
  createVisitorPresence,
} from './modules/visitors/index.js';
import { resolveAuthSecret } from './lib/auth-secret.js';
import type { Tracing } from './lib/tracing.js';

/** The composition root: every service is built here once, from config, database and KV. */
export function createServices(deps: {
  config: Config;
  database: DatabaseHandle;
  kv: Kv;
  log: Logger;
  metrics?: Metrics;
  /** Present when tracing is on (OTEL_EXPORTER_OTLP_ENDPOINT): the model's calls get spans. */
  tracing?: Tracing | null;
}) {
  const db = deps.database.db;
  const metrics = deps.metrics ?? noMetrics;
  const sessions = createSessionService({ database: deps.database, sessionTtlMs: deps.config.sessionTtlMs });
  // One cache of every user's hot reads, emptied per user by the database's change notifications.
  const views = createUserViewCache(deps.database);
  const messages = createMessageService({ db, views });
  const users = createUserService({
    db,
    unreadMessages: messages.unreadCount,
    unreadMessagesSql: messages.unreadCountSql,
    views,
  });
  const engagement = createEngagementServices({ ...deps, db, users, messages });
  const content = createContentServices({ ...deps, db });
  // A first login gets the welcome message, inside the sign-up transaction.
  users.registerSignupHook(async (tx, user) => {
    await messages.notify(user.id, 'welcome', { nickname: user.nickname }, { tx });
  });
  // Features that own visitor data (chat, assessments) register their hooks here: visitorClaims.register(…).
  const visitorClaims = createVisitorClaimService();
  const visitorIdentity = createVisitorIdentityService({
    db,
    kv: deps.kv,
    secret: resolveAuthSecret(deps.config),
    newPerIpPerHour: deps.config.login.visitorNewPerIpPerHour,
  });
  const visitorSeen = createVisitorPresence(db, (err) => deps.log.error({ err }, 'visitor last-seen write failed'));
  const login = createLoginServices({ ...deps, db, users, sessions, visitorClaims });
  const assessment = createAssessmentService({ db });
  const occupationCatalog = createOccupationCatalog(db);
  const assessmentReports = createAssessmentReportService({
    db,
    catalog: occupationCatalog,
    background: (userId) => engagement.infoCollection.matchBackground(userId),
  });
  visitorClaims.register(async (tx, visitorId, userId) => void (await moveVisitorRecords(tx, visitorId, userId)));
  const safety = createSafetyServices({
    ...deps,
    accounts: { disable: disableAccount, logOut: (userId) => sessions.revokeAllOf(userId) },
  });
  const chatServices = createChatServices({
    ...deps,
    db,
    safety,
    contextSource: {
      ...emptyChatContextSource,
      ...plannerResultSource(db, occupationCatalog),
      ...plannerFactsSource(engagement.infoCollection),
    },
    prompts: content.site,
    views,
  });
  visitorClaims.register(moveVisitorConversations);
  const referrals = createReferralService({
    db,
    notify: async (tx, p) =>
      void (await messages.notify(
        p.inviterUserId,
        'inviteReward',
        { inviteeNickname: p.inviteeNickname, chats: p.chats },
        { tx },
      )),
  });
  // Invite rewards settle inside the transaction that makes them due: sign-up or a later login with a
  // bound phone, and the invitee's first payment.
  login.accounts.registerSignInHook((tx, user) => referrals.settleInvitee(tx, user.id).then(() => undefined));
  const notices = paymentNoticesTo(messages);
  const payments = createPaymentServices({
    config: deps.config,
    db,
    views,
    log: deps.log,
    metrics,
    notices: {
      ...notices,
      paid: async (tx, p) => {
        await notices.paid?.(tx, p);
        await referrals.settleInvitee(tx, p.userId, { justPaid: true });
      },
    },
  });
  // New accounts get the welcome coupon (and its message) at sign-up, not only when they first look for it.
  users.registerSignupHook((tx, user) => payments.coupons.ensureWelcome(user.id, tx));
  const rights = createRightsServices({
    db,
    log: deps.log,
    dataDir: deps.config.dataDir,
    versions: deps.config.rights,
    trackingMaxAgeMs: deps.config.rights.trackingRetentionMs,
    codes: {
      send: (t, ip) => login.otp.send({ ...t, purpose: 'cancel' }, ip),
      consume: (t, code) => login.otp.consume({ ...t, purpose: 'cancel' }, code),
    },
    logOutEverywhere: (userId) => sessions.revokeAllOf(userId),
    forgetViews: (userId) => users.forgetCachedViewsOf(userId),
  });
  // Blocked records and reports are kept for a configured age, then deleted by the rights module's job.
  for (const rule of safety.retentionRules()) rights.retention.register(rule);
  // Signing up accepts the agreement's versions in force: the login form asks for it.
  users.registerSignupHook((tx, user) => rights.consent.acceptAtSignup(tx, user.id));
  const narratives = createNarrativeService({
    db,
    reports: assessmentReports,
    writer: createNarrativeWriter(chatServices.llm, deps.config.llm.offlineChunkDelayMs),
    log: deps.log,
  });
  return {
    sessions,
    users,
    adminUsers: createAdminUserService({ db, messages, payments: payments.accountPayments }),
    access: createAccessService({ db }),
    audit: createAuditService({ db }),
    safety,
    dashboard: createDashboardService({ db }),
    usage: createUsageService({ db }),
    assessment,
    assessmentReports,
    narratives,
    resumeReader: createResumeReader(),
    visitorClaims,
    visitorIdentity,
    visitorSeen,
    ...login,
    ...chatServices,
    ...engagement,
    content,
    payments,
    referrals,
    rights,
  };
}

export type Services = ReturnType<typeof createServices>;

export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  kv: Kv;
  /** The app's metrics (the no-op set when METRICS_PORT is unset). */
  metrics: Metrics;
  services: Services;
  /** Set on SIGTERM so readiness fails while in-flight requests finish. */
  shuttingDown: boolean;
}
