import type { Env } from './config.js';

/** The stand-ins demo mode consists of; each answers for a real service a deployment must configure. */
export type StandIn = 'wechatLogin' | 'payment' | 'sms' | 'email';

/** Variables a chosen provider cannot work without; checked at boot so a bad deploy fails fast. */
const PROVIDER_VARS = {
  aliyun: ['ALIYUN_ACCESS_KEY_ID', 'ALIYUN_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE'],
  tencent: [
    'TENCENT_SECRET_ID',
    'TENCENT_SECRET_KEY',
    'TENCENT_SMS_SDK_APP_ID',
    'TENCENT_SMS_SIGN_NAME',
    'TENCENT_SMS_TEMPLATE_ID',
  ],
  smtp: ['SMTP_HOST', 'SMTP_FROM'],
  aliyunSafety: ['ALIYUN_ACCESS_KEY_ID', 'ALIYUN_ACCESS_KEY_SECRET'],
  tencentSafety: ['TENCENT_SECRET_ID', 'TENCENT_SECRET_KEY'],
} as const;

export const WECHAT_PAY_VARS = [
  'WECHAT_PAY_MCH_ID',
  'WECHAT_PAY_APP_ID',
  'WECHAT_PAY_SERIAL_NO',
  'WECHAT_PAY_PRIVATE_KEY',
  'WECHAT_PAY_API_V3_KEY',
  'WECHAT_PAY_PLATFORM_PUBLIC_KEY',
] as const;
// The seller id is a key like the others: without it a notification signed for another merchant's trade could
// settle an order here.
export const ALIPAY_VARS = ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY', 'ALIPAY_SELLER_ID'] as const;

const isSet = (e: Env, name: string) => Boolean(e[name as keyof Env]);
export const allSet = (e: Env, names: readonly string[]) => names.every((n) => isSet(e, n));

/** What a real deployment sets instead of each stand-in, or how it switches the feature off. */
const STAND_IN_FIXES: Record<StandIn, string> = {
  wechatLogin: 'WECHAT_APP_ID and WECHAT_APP_SECRET (or WECHAT_LOGIN=off): WeChat login is the sandbox page',
  payment: 'PAY_PROVIDER=live with the WECHAT_PAY_* or ALIPAY_* settings: payments go to the sandbox cashier',
  sms: 'SMS_PROVIDER=aliyun or tencent with its settings: SMS codes go to the log only',
  email: 'EMAIL_PROVIDER=smtp with SMTP_HOST and SMTP_FROM (or EMAIL_LOGIN=off): email codes go to the log only',
};

/** The stand-ins these settings would use. */
export function standInsOf(e: Env): StandIn[] {
  const used: StandIn[] = [];
  if (e.WECHAT_LOGIN === 'on' && !e.WECHAT_APP_ID) used.push('wechatLogin');
  if ((e.PAY_PROVIDER ?? 'sandbox') === 'sandbox') used.push('payment');
  if (e.SMS_PROVIDER === 'console') used.push('sms');
  if (e.EMAIL_LOGIN === 'on' && e.EMAIL_PROVIDER === 'console') used.push('email');
  return used;
}

function providerProblems(e: Env): string[] {
  const needed = [
    ...(e.SMS_PROVIDER === 'console' ? [] : PROVIDER_VARS[e.SMS_PROVIDER]),
    ...(e.EMAIL_PROVIDER === 'smtp' ? PROVIDER_VARS.smtp : []),
    ...(e.SAFETY_PROVIDER === 'local' ? [] : PROVIDER_VARS[`${e.SAFETY_PROVIDER}Safety`]),
  ];
  const problems = needed.filter((name) => !isSet(e, name)).map((name) => `${name}: needed by the chosen provider`);
  if (!e.WECHAT_APP_ID !== !e.WECHAT_APP_SECRET) {
    problems.push('WECHAT_APP_ID, WECHAT_APP_SECRET: set both, or neither');
  }
  if (!e.WECHAT_MP_APP_ID !== !e.WECHAT_MP_APP_SECRET) {
    problems.push('WECHAT_MP_APP_ID, WECHAT_MP_APP_SECRET: set both, or neither');
  }
  return problems;
}

function payProblems(e: Env): string[] {
  const problems: string[] = [];
  for (const [label, names] of [
    ['WeChat Pay', WECHAT_PAY_VARS],
    ['Alipay', ALIPAY_VARS],
  ] as const) {
    const missing = names.filter((n) => !isSet(e, n));
    if (missing.length && missing.length < names.length)
      problems.push(`${missing.join(', ')}: ${label} needs all of its keys`);
  }
  if (e.PAY_PROVIDER === 'live' && !allSet(e, WECHAT_PAY_VARS) && !allSet(e, ALIPAY_VARS)) {
    problems.push('PAY_PROVIDER=live needs the WECHAT_PAY_* or ALIPAY_* settings');
  }
  return problems;
}

/**
 * Every problem with a parsed environment, so one failed start names them all. A production
 * deployment on a shared PostgreSQL serves real people: it may run a stand-in only when the
 * operator names demo mode (LUCINA_DEMO=1), which every page then shows.
 */
export function configProblems(e: Env, llmProblems: string[]): string[] {
  const problems = [...providerProblems(e), ...payProblems(e), ...llmProblems];
  if (e.ENABLE_TEST_ROUTES && e.NODE_ENV === 'production') {
    problems.push('ENABLE_TEST_ROUTES: must not be set in production');
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT) {
    problems.push('METRICS_PORT: must differ from PORT (metrics are never served on the site’s port)');
  }
  const deployed = e.NODE_ENV === 'production' && Boolean(e.DATABASE_URL);
  // Instances sharing a PostgreSQL must share one key. The embedded database means one process, so the
  // key generated under DATA_DIR on first start serves (that keeps `npm start` free of setup).
  if (deployed && !e.AUTH_SECRET) {
    problems.push('AUTH_SECRET: required in production with DATABASE_URL (every instance needs the same key)');
  }
  if (deployed && !e.LUCINA_DEMO) {
    const standIns = standInsOf(e);
    problems.push(...standIns.map((s) => STAND_IN_FIXES[s]));
    if (standIns.length) {
      problems.push('LUCINA_DEMO=1 instead runs these stand-ins on purpose, as a demonstration the site announces');
    }
  }
  return problems;
}
