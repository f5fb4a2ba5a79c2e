import { z } from 'zod';
import type { Env } from './config.js';
import { ALIPAY_VARS, allSet, WECHAT_PAY_VARS } from './config-checks.js';

// The providers' settings (model, WeChat official account, payments), each read from the environment with the
// problems it finds; loadConfig in config.ts gathers them.

const modelMapSchema = z.record(z.string().regex(/^\d+$/, 'keys are model codes'), z.string().min(1));

function parseJsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The LLM settings: an OpenAI-compatible provider needs a model; the map must be a JSON object of names. */
export function llmConfigOf(e: Env) {
  const problems: string[] = [];
  let modelMap: Record<number, string> = {};
  if (e.LLM_MODEL_MAP) {
    const parsed = modelMapSchema.safeParse(parseJsonOrNull(e.LLM_MODEL_MAP));
    if (parsed.success) modelMap = Object.fromEntries(Object.entries(parsed.data).map(([k, v]) => [Number(k), v]));
    else problems.push('LLM_MODEL_MAP: must be a JSON object like {"1":"model-name"}');
  }
  if (e.LLM_PROVIDER === 'openai' && !e.LLM_MODEL) problems.push('LLM_MODEL: needed by LLM_PROVIDER=openai');
  const llm = {
    provider: e.LLM_PROVIDER,
    baseUrl: e.LLM_BASE_URL ?? null,
    apiKey: e.LLM_API_KEY ?? null,
    model: e.LLM_MODEL ?? 'offline',
    providerName: e.LLM_PROVIDER_NAME ?? (e.LLM_BASE_URL ? new URL(e.LLM_BASE_URL).host : ''),
    modelMap,
    http2: e.LLM_HTTP2 === 'on',
    idleTimeoutMs: e.LLM_IDLE_TIMEOUT_SECONDS * 1000,
    offlineChunkDelayMs: e.CHAT_OFFLINE_CHUNK_DELAY_MS,
  };
  return { llm, problems };
}

/**
 * One-tap login in WeChat's browser: the official account when configured; the sandbox stand-in only where
 * WeChat login is the sandbox already (a demo), so a real deployment never gains a stand-in through it.
 */
export function wechatMpConfigOf(e: Env) {
  const apiBase = e.WECHAT_API_BASE;
  if (e.WECHAT_MP_APP_ID) {
    return { mode: 'official' as const, appId: e.WECHAT_MP_APP_ID, appSecret: e.WECHAT_MP_APP_SECRET ?? '', apiBase };
  }
  return { mode: e.WECHAT_APP_ID ? ('off' as const) : ('sandbox' as const), appId: null, appSecret: '', apiBase };
}

/** PEM keys may come with literal "\\n" in one-line env files. */
const pem = (v: string | undefined) => (v ?? '').replace(/\\n/g, '\n').trim();

/** Live payments: a method is on when its keys are all set (config-checks refuses half-configured ones). */
export function payConfigOf(e: Env) {
  const wechatOn = allSet(e, WECHAT_PAY_VARS);
  const alipayOn = allSet(e, ALIPAY_VARS);
  return {
    provider: e.PAY_PROVIDER ?? 'sandbox',
    orderTimeoutMs: e.ORDER_TIMEOUT_MINUTES * 60_000,
    wechatMpAppSecret: e.WECHAT_PAY_MP_APP_SECRET ?? null,
    wechat: wechatOn
      ? {
          mchId: e.WECHAT_PAY_MCH_ID!,
          appId: e.WECHAT_PAY_APP_ID!,
          serialNo: e.WECHAT_PAY_SERIAL_NO!,
          privateKey: pem(e.WECHAT_PAY_PRIVATE_KEY),
          apiV3Key: e.WECHAT_PAY_API_V3_KEY!,
          platformPublicKey: pem(e.WECHAT_PAY_PLATFORM_PUBLIC_KEY),
          platformSerial: e.WECHAT_PAY_PLATFORM_PUBLIC_KEY_ID ?? '',
          apiBase: e.WECHAT_PAY_API_BASE,
        }
      : null,
    alipay: alipayOn
      ? {
          appId: e.ALIPAY_APP_ID!,
          privateKey: pem(e.ALIPAY_PRIVATE_KEY),
          alipayPublicKey: pem(e.ALIPAY_PUBLIC_KEY),
          sellerId: e.ALIPAY_SELLER_ID!,
          gateway: e.ALIPAY_GATEWAY,
        }
      : null,
  };
}
