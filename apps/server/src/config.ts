import path from 'node:path';
import { z } from 'zod';
import { Business, Chat, DAY_MS, filingSchema, SiteDefaults, siteLinkSchema, wechatIdSchema } from '@lucina/contracts';
import { configProblems, standInsOf } from './config-checks.js';
import { llmConfigOf, payConfigOf, wechatMpConfigOf } from './config-providers.js';
import { trustProxySchema } from './http/trust-proxy.js';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');
const onOff = z.enum(['on', 'off']);

/** Every setting the server reads from the environment; `.env.example` documents each one. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z.string().url().optional(),
  /**
   * PostgreSQL connections per instance. A request waits at most 5 s for one (then 503): an instance with
   * thousands of open answers saving their text needs more than the default.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  REDIS_URL: z.string().url().optional(),
  /**
   * Port of the Prometheus metrics server (GET /metrics), never the site's port and never behind nginx; unset: no
   * metrics are kept. It listens on METRICS_HOST (loopback unless set, e.g. to the internal network's address).
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** When set, a scrape must send `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * OTLP/HTTP address of a trace collector (e.g. http://otel-collector:4318); unset: tracing off, its SDK not even
   * loaded. The SDK reads the other standard OTEL_* variables itself (headers, sampler, resource attributes).
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('lucina'),
  /** Public origin of the site, used in links the server builds (payment QR pages, WeChat callback). */
  PUBLIC_URL: z.string().url().optional(),
  /** Folder of the built SPA; served when it exists. */
  WEB_DIST_DIR: z.string().default(path.resolve(import.meta.dirname, '../../web/dist')),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Requests per minute per client IP across the API (through the KV store). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /**
   * Runs the stand-ins (sandbox WeChat login and cashier, console SMS and email) on purpose in production
   * with DATABASE_URL, where they are otherwise refused; every page then shows the demo banner.
   */
  LUCINA_DEMO: bool,
  /** off: no WeChat tab in the login dialog, and the WeChat login routes answer 404. */
  WECHAT_LOGIN: onOff.default('on'),
  /** off: the login form takes phones only, and the email code routes answer 404. */
  EMAIL_LOGIN: onOff.default('on'),
  /** The OpenAPI page at /api/docs; unset means on, except in production. */
  API_DOCS: onOff.optional(),
  /** Proxies whose X-Forwarded-For names the client: addresses/CIDRs (hop counts are refused); unset trusts none. */
  TRUST_PROXY: trustProxySchema,
  /** Idle keep-alive connections close after this; keep it above the load balancer's idle timeout. */
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(75),
  /** Answers one user or visitor may have streaming at once, counted across instances. */
  CHAT_LIVE_ANSWERS_PER_OWNER: z.coerce.number().int().min(1).default(2),
  /** Connections that may follow one streaming answer at once (reattach after a reload, other tabs). */
  CHAT_ATTACH_PER_ANSWER: z.coerce.number().int().min(1).default(5),
  /** Test-only helper routes (/api/__test__/*). Refused in production. */
  ENABLE_TEST_ROUTES: bool,
  /** Seconds to finish in-flight requests on SIGTERM before forcing exit. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).default(20),
  /**
   * Seconds a terminating instance keeps serving (with `Connection: close`, /readyz 503) before it closes its
   * port, so the load balancer's kept-alive connections to it end first; above nginx's upstream keepalive_timeout.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(60).default(0),
  /** HMAC key for one-time codes and WeChat bind tokens. Required in production; else kept in DATA_DIR/secret. */
  AUTH_SECRET: z.string().min(32).optional(),
  CAPTCHA_TTL_SECONDS: z.coerce.number().int().min(1).default(120),
  OTP_TTL_SECONDS: z.coerce.number().int().min(1).default(300),
  OTP_RESEND_SECONDS: z.coerce.number().int().min(1).default(Business.smsResendSeconds),
  OTP_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(5),
  OTP_DAILY_LIMIT_PER_TARGET: z.coerce.number().int().min(1).default(10),
  OTP_DAILY_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  OTP_CHECKS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  VISITOR_NEW_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(100),
  SMS_PROVIDER: z.enum(['console', 'aliyun', 'tencent']).default('console'),
  ALIYUN_ACCESS_KEY_ID: z.string().optional(),
  ALIYUN_ACCESS_KEY_SECRET: z.string().optional(),
  ALIYUN_SMS_SIGN_NAME: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().optional(),
  ALIYUN_SMS_REGION: z.string().default('cn-hangzhou'),
  ALIYUN_SMS_ENDPOINT: z.string().url().default('https://dysmsapi.aliyuncs.com'),
  TENCENT_SECRET_ID: z.string().optional(),
  TENCENT_SECRET_KEY: z.string().optional(),
  TENCENT_SMS_SDK_APP_ID: z.string().optional(),
  TENCENT_SMS_SIGN_NAME: z.string().optional(),
  TENCENT_SMS_TEMPLATE_ID: z.string().optional(),
  TENCENT_SMS_REGION: z.string().default('ap-guangzhou'),
  TENCENT_SMS_ENDPOINT: z.string().url().default('https://sms.tencentcloudapi.com'),
  /** local: the keyword library and the planner's rules only; aliyun or tencent: their text moderation as well. */
  SAFETY_PROVIDER: z.enum(['local', 'aliyun', 'tencent']).default('local'),
  ALIYUN_GREEN_REGION: z.string().default('cn-shanghai'),
  ALIYUN_GREEN_ENDPOINT: z.string().url().default('https://green-cip.cn-shanghai.aliyuncs.com'),
  TENCENT_TMS_REGION: z.string().default('ap-guangzhou'),
  TENCENT_TMS_ENDPOINT: z.string().url().default('https://tms.tencentcloudapi.com'),
  TENCENT_TMS_BIZ_TYPE: z.string().default(''),
  /** An answer is checked each time this many characters have been added to it, and at its end. */
  SAFETY_ANSWER_CHECK_CHARS: z.coerce.number().int().min(20).max(5000).default(300),
  /**
   * Blocked questions and answers and users' reports older than this are deleted by the retention job, reviewed
   * or not; the Cybersecurity Law (art. 21) asks for at least six months of such records.
   */
  SAFETY_RECORD_RETENTION_DAYS: z.coerce.number().int().min(180, 'must be at least 180 (six months)').default(180),
  EMAIL_PROVIDER: z.enum(['console', 'smtp']).default('console'),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(465),
  /** Implicit TLS; unset means "on for port 465". */
  SMTP_SECURE: z.enum(['true', 'false', '1', '0']).optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  SMTP_FROM: z.string().optional(),
  WECHAT_APP_ID: z.string().optional(),
  WECHAT_APP_SECRET: z.string().optional(),
  WECHAT_API_BASE: z.string().url().default('https://api.weixin.qq.com'),
  /**
   * Official account (服务号) for one-tap login inside WeChat's browser (snsapi_userinfo). Unset: the sandbox
   * authorisation page while WeChat login itself is the sandbox, else no one-tap button.
   */
  WECHAT_MP_APP_ID: z.string().optional(),
  WECHAT_MP_APP_SECRET: z.string().optional(),
  WECHAT_STATE_TTL_SECONDS: z.coerce.number().int().min(1).default(600),
  WECHAT_BIND_TTL_SECONDS: z.coerce.number().int().min(1).default(600),
  /** offline: the built-in career assistant; openai: any OpenAI-compatible chat completions API. */
  LLM_PROVIDER: z.enum(['offline', 'openai']).default('offline'),
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  /** Who provides the model, as the public 「关于 AI 服务」 page names it (e.g. 阿里云百炼); else the API's host. */
  LLM_PROVIDER_NAME: z.string().trim().max(64).optional(),
  /** JSON object modelCode → upstream model name, e.g. {"1":"qwen-plus"}; unlisted codes use LLM_MODEL. */
  LLM_MODEL_MAP: z.string().optional(),
  /**
   * on: reach the model over HTTP/2 (TLS, or cleartext with prior knowledge for a local server), up to 100 answers
   * sharing a connection; off: one HTTP/1.1 connection per open answer. Every major hosted API speaks HTTP/2.
   */
  LLM_HTTP2: z.enum(['on', 'off']).default('off'),
  /** An answer fails when the upstream sends nothing for this long. */
  LLM_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Pause between the offline assistant's chunks, so its answers stream like a model's. */
  CHAT_OFFLINE_CHUNK_DELAY_MS: z.coerce.number().int().min(0).default(30),
  CHAT_VISITOR_DAILY_PER_TOKEN: z.coerce.number().int().min(0).default(Chat.visitorDailyPerToken),
  CHAT_VISITOR_DAILY_PER_IP: z.coerce.number().int().min(0).default(Chat.visitorDailyPerIp),
  /** How often a streaming answer's partial text is saved, so a crash keeps most of it (0: only at the end). */
  CHAT_SAVE_INTERVAL_MS: z.coerce.number().int().min(0).default(3000),
  /**
   * sandbox: QR codes open this server's cashier page; live: WeChat Pay and/or Alipay with the keys below.
   * Unset means sandbox, except in production on a shared PostgreSQL, where it must be chosen.
   */
  PAY_PROVIDER: z.enum(['sandbox', 'live']).optional(),
  /** Pending orders close after this long (and their coupon is released). */
  ORDER_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  WECHAT_PAY_MCH_ID: z.string().optional(),
  WECHAT_PAY_APP_ID: z.string().optional(),
  WECHAT_PAY_SERIAL_NO: z.string().optional(),
  WECHAT_PAY_PRIVATE_KEY: z.string().optional(),
  WECHAT_PAY_API_V3_KEY: z.string().length(32, 'must be 32 characters').optional(),
  WECHAT_PAY_PLATFORM_PUBLIC_KEY: z.string().optional(),
  WECHAT_PAY_PLATFORM_PUBLIC_KEY_ID: z.string().optional(),
  WECHAT_PAY_API_BASE: z.string().url().default('https://api.mch.weixin.qq.com'),
  /**
   * AppSecret of the official account whose AppID is WECHAT_PAY_APP_ID: JSAPI payment (inside WeChat) asks
   * WeChat for the payer's openid with it (snsapi_base). Unset: no JSAPI for buyers without a known openid.
   */
  WECHAT_PAY_MP_APP_SECRET: z.string().optional(),
  ALIPAY_APP_ID: z.string().optional(),
  ALIPAY_PRIVATE_KEY: z.string().optional(),
  ALIPAY_PUBLIC_KEY: z.string().optional(),
  ALIPAY_SELLER_ID: z.string().optional(),
  ALIPAY_GATEWAY: z.string().url().default('https://openapi.alipay.com/gateway.do'),
  /** Targets of the customer-service, mini-program and gift QR codes: an http(s) address or a path of this site. */
  SUPPORT_URL: siteLinkSchema.default(SiteDefaults.supportUrl),
  MINI_PROGRAM_URL: siteLinkSchema.default(SiteDefaults.miniProgramUrl),
  GIFT_CONTACT_URL: siteLinkSchema.default(SiteDefaults.giftContactUrl),
  /** The customer-service WeChat ID the contact dialogs offer to copy (none unless set). */
  SUPPORT_WECHAT_ID: wechatIdSchema.default(SiteDefaults.supportWechatId),
  /** Filing numbers the footer shows (each only when set; the console can change them): ICP 备案, 公安备案, 生成式 AI 备案. */
  ICP_FILING: filingSchema.default(SiteDefaults.icpFiling),
  PSB_FILING: filingSchema.default(SiteDefaults.psbFiling),
  GENAI_FILING: filingSchema.default(SiteDefaults.genaiFiling),
  /**
   * Versions of the user agreement and the privacy terms (its 第九至十三条) the site shows: the agreement page's
   * 更新日期. Changing either asks every account to consent again at its next visit.
   */
  AGREEMENT_VERSION: z.string().trim().min(1).max(32).default('2026-11-28'),
  PRIVACY_VERSION: z.string().trim().min(1).max(32).default('2026-11-28'),
  /**
   * Tracking events (the site's network log, with IPs) older than this are deleted by the retention job; the
   * Cybersecurity Law (art. 21) asks for at least six months.
   */
  TRACKING_RETENTION_DAYS: z.coerce.number().int().min(180, 'must be at least 180 (six months)').default(180),
});

export type Env = z.output<typeof envSchema>;
export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  // An empty variable means "use the default", as in most .env conventions.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment, fix every line:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const { llm, problems: llmProblems } = llmConfigOf(e);
  const problems = configProblems(e, llmProblems);
  if (problems.length) {
    throw new Error(`Invalid configuration, fix every line:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  const standIns = standInsOf(e);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    /** Null port: metrics off (no registry, nothing recorded). */
    metrics: { port: e.METRICS_PORT ?? null, host: e.METRICS_HOST, token: e.METRICS_TOKEN ?? null },
    /** Null endpoint: tracing off. */
    tracing: { endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT ?? null, serviceName: e.OTEL_SERVICE_NAME },
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    sessionTtlMs: e.SESSION_TTL_DAYS * DAY_MS,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    liveLimits: { answersPerOwner: e.CHAT_LIVE_ANSWERS_PER_OWNER, attachPerAnswer: e.CHAT_ATTACH_PER_ANSWER },
    testRoutes: e.ENABLE_TEST_ROUTES,
    /** On when any stand-in serves (or LUCINA_DEMO names it): the web shows the demo banner. */
    demo: { on: e.LUCINA_DEMO || standIns.length > 0, standIns },
    features: { wechatLogin: e.WECHAT_LOGIN === 'on', emailLogin: e.EMAIL_LOGIN === 'on' },
    apiDocs: (e.API_DOCS ?? (e.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000,
    /** Null: use the secret persisted in DATA_DIR (see lib/auth-secret.ts). */
    authSecret: e.AUTH_SECRET ?? null,
    login: {
      captchaTtlMs: e.CAPTCHA_TTL_SECONDS * 1000,
      otpTtlMs: e.OTP_TTL_SECONDS * 1000,
      otpResendMs: e.OTP_RESEND_SECONDS * 1000,
      otpMaxAttempts: e.OTP_MAX_ATTEMPTS,
      otpDailyPerTarget: e.OTP_DAILY_LIMIT_PER_TARGET,
      otpDailyPerIp: e.OTP_DAILY_LIMIT_PER_IP,
      otpChecksPerMinute: e.OTP_CHECKS_PER_MINUTE,
      visitorNewPerIpPerHour: e.VISITOR_NEW_PER_IP_PER_HOUR,
      wechatStateTtlMs: e.WECHAT_STATE_TTL_SECONDS * 1000,
      wechatBindTtlMs: e.WECHAT_BIND_TTL_SECONDS * 1000,
    },
    // Provider fields default to '' only where configProblems proved they are unused.
    sms: {
      provider: e.SMS_PROVIDER,
      aliyun: {
        accessKeyId: e.ALIYUN_ACCESS_KEY_ID ?? '',
        accessKeySecret: e.ALIYUN_ACCESS_KEY_SECRET ?? '',
        signName: e.ALIYUN_SMS_SIGN_NAME ?? '',
        templateCode: e.ALIYUN_SMS_TEMPLATE_CODE ?? '',
        region: e.ALIYUN_SMS_REGION,
        endpoint: e.ALIYUN_SMS_ENDPOINT,
      },
      tencent: {
        secretId: e.TENCENT_SECRET_ID ?? '',
        secretKey: e.TENCENT_SECRET_KEY ?? '',
        sdkAppId: e.TENCENT_SMS_SDK_APP_ID ?? '',
        signName: e.TENCENT_SMS_SIGN_NAME ?? '',
        templateId: e.TENCENT_SMS_TEMPLATE_ID ?? '',
        region: e.TENCENT_SMS_REGION,
        endpoint: e.TENCENT_SMS_ENDPOINT,
      },
    },
    safety: {
      provider: e.SAFETY_PROVIDER,
      answerCheckChars: e.SAFETY_ANSWER_CHECK_CHARS,
      recordRetentionMs: e.SAFETY_RECORD_RETENTION_DAYS * DAY_MS,
      aliyun: {
        accessKeyId: e.ALIYUN_ACCESS_KEY_ID ?? '',
        accessKeySecret: e.ALIYUN_ACCESS_KEY_SECRET ?? '',
        region: e.ALIYUN_GREEN_REGION,
        endpoint: e.ALIYUN_GREEN_ENDPOINT,
      },
      tencent: {
        secretId: e.TENCENT_SECRET_ID ?? '',
        secretKey: e.TENCENT_SECRET_KEY ?? '',
        region: e.TENCENT_TMS_REGION,
        endpoint: e.TENCENT_TMS_ENDPOINT,
        bizType: e.TENCENT_TMS_BIZ_TYPE,
      },
    },
    email: {
      provider: e.EMAIL_PROVIDER,
      smtp: {
        host: e.SMTP_HOST ?? '',
        port: e.SMTP_PORT,
        secure: e.SMTP_SECURE === undefined ? e.SMTP_PORT === 465 : e.SMTP_SECURE === 'true' || e.SMTP_SECURE === '1',
        user: e.SMTP_USER ?? null,
        pass: e.SMTP_PASS ?? null,
        from: e.SMTP_FROM ?? '',
      },
    },
    /** Null app id: the sandbox QR page stands in for WeChat. */
    wechat: { appId: e.WECHAT_APP_ID ?? null, appSecret: e.WECHAT_APP_SECRET ?? '', apiBase: e.WECHAT_API_BASE },
    wechatMp: wechatMpConfigOf(e),
    llm,
    chat: {
      visitorDailyPerToken: e.CHAT_VISITOR_DAILY_PER_TOKEN,
      visitorDailyPerIp: e.CHAT_VISITOR_DAILY_PER_IP,
      saveIntervalMs: e.CHAT_SAVE_INTERVAL_MS,
    },
    pay: payConfigOf(e),
    site: {
      supportUrl: e.SUPPORT_URL,
      miniProgramUrl: e.MINI_PROGRAM_URL,
      giftContactUrl: e.GIFT_CONTACT_URL,
      supportWechatId: e.SUPPORT_WECHAT_ID,
      icpFiling: e.ICP_FILING,
      psbFiling: e.PSB_FILING,
      genaiFiling: e.GENAI_FILING,
    },
    rights: {
      agreementVersion: e.AGREEMENT_VERSION,
      privacyVersion: e.PRIVACY_VERSION,
      trackingRetentionMs: e.TRACKING_RETENTION_DAYS * DAY_MS,
    },
  };
}
