import { DAY_MS } from './china-day.js';

/** Business constants of SPEC §9 and the choices the spec leaves to us. */
export const Business = {
  singleAssessment: {
    planId: 5,
    name: '单次测评',
    priceFen: 1990,
    originPriceFen: 19900,
    count: 1,
    promoCountdownMs: DAY_MS,
  },
  inviteRewardChats: 3,
  /** Invitees an inviter is rewarded for per day (China time); later ones are paid on a following day. */
  inviteRewardDailyCap: 10,
  /** Free chats an account starts with (our choice; SPEC leaves it open). */
  freeChatsOnSignup: 10,
  pollIntervalMs: { singleTest: 3000, membership: 1000 },
  smsResendSeconds: 60,
  expiryReminderCooldownMs: DAY_MS,
  headerBubbleMs: 5000,
  freeChatBubbleConversationCount: 3,
  conversationTitleMaxChars: 31,
  upload: {
    extensions: ['doc', 'docx', 'pdf'] as const,
    /** SPEC §5's unlabelled constants: at most 3 files of 5 MB each. */
    maxFiles: 3,
    maxFileMb: 5,
  },
  paymentMethods: ['wechat', 'alipay'] as const,
  ui: {
    payModalWidth: 960,
    qrSize: 191,
    successDialogWidth: 502,
    couponListMaxHeight: 290,
    loginModalBaseWidth: 510,
  },
  tempToken: { randomMin: 10000, randomMax: 100000 },
  memberLevels: [1, 2, 3, 4] as const,
  ordinaryLevel: 0,
  viewport: { minWidth: 1280, maxWidth: 1920, fontDivisor: 10 },
  breakpoints: { phone: 0, pad: 639, laptop: 1280, desktop: 1440 },
  primaryColor: '#6266EB',
  progressBar: { minimum: 0.08, trickleSpeed: 800 },
  tour: { steps: 2, offset: 27, overlayOpacity: 0.7, animationMs: 400, stagePadding: 0 },
  requestTimeoutMs: 0,
} as const;

/** Keys of the browser storage (SPEC §3, client storage). */
export const StorageKey = {
  token: 'lucina_token',
  tempToken: 'lucina_temp_token',
  /** The server's signature of the temp token, kept beside it. */
  tempTokenSig: 'lucina_temp_token_sig',
  /** The temp token last sent for signing, until its signature is kept. */
  tempTokenSigning: 'lucina_temp_token_signing',
  careerTest: 'lucina_career_test',
  careerTestLog: 'lucina_career_test_log',
  lastExpiryReminderAt: 'lucina_last_expiry_reminder_at',
  /** The signed-in /home's last greeting, for index.html's first paint (web lib/home-greeting.ts). */
  homeGreeting: 'lucina_home_greeting',
} as const;

/** Header that carries the visitor's temp token on API calls. */
export const TEMP_TOKEN_HEADER = 'x-temp-token';
/** Header that carries the server's signature of the temp token; the token alone identifies nobody. */
export const VISITOR_SIG_HEADER = 'x-visitor-sig';
