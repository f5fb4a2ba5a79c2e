import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { chinaDay, LoginText } from '@lucina/contracts';
import type { Config } from '../../config.js';
import type { Kv } from '../../kv/index.js';
import { AppError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import { noMetrics, type Metrics } from '../../lib/metrics.js';
import type { EmailProvider } from '../../providers/email/index.js';
import { ProviderError } from '../../providers/provider-error.js';
import type { SmsProvider } from '../../providers/sms/index.js';

export type OtpChannel = 'sms' | 'email';
/**
 * A code sent to bind a phone to a WeChat login never logs in by phone, and vice versa; a code that confirms an
 * account's cancellation does neither.
 */
export type OtpPurpose = 'login' | 'bind' | 'cancel';
export interface OtpTarget {
  channel: OtpChannel;
  purpose: OtpPurpose;
  target: string;
}

/** Where a target's resend window is kept (tests wait it out by deleting it). */
export const cooldownKey = (t: Omit<OtpTarget, 'channel'>) => `otp:cooldown:${t.purpose}:${t.target}`;

export interface OtpDeps {
  kv: Kv;
  secret: string;
  limits: Config['login'];
  sms: SmsProvider;
  email: EmailProvider;
  log: Logger;
  metrics?: Metrics;
}

/**
 * Six-digit one-time codes kept in the KV as an HMAC (never the code itself), valid for OTP_TTL,
 * one send per target per resend window, daily caps per target and per IP, and a lock after
 * OTP_MAX_ATTEMPTS wrong tries.
 */
export function createOtpService({ kv, secret, limits, sms, email, log, metrics = noMetrics }: OtpDeps) {
  const keyOf = ({ channel, purpose, target }: OtpTarget) => `otp:${purpose}:${channel}:${target}`;
  const digest = (t: OtpTarget, code: string) =>
    createHmac('sha256', secret).update(`${t.purpose}:${t.channel}:${t.target}:${code}`).digest('hex');
  const ttlMinutes = Math.ceil(limits.otpTtlMs / 60_000);

  async function checkDailyCaps(t: OtpTarget, ip: string) {
    // Daily caps follow the calendar day in China; the counter lives until that day ends.
    const { day, msLeft } = chinaDay();
    const perTarget = await kv.incr(`otp:daily:${t.target}:${day}`, msLeft);
    if (perTarget.value > limits.otpDailyPerTarget) {
      throw AppError.tooManyRequests(t.channel === 'sms' ? LoginText.dailyLimitPhone : LoginText.dailyLimitEmail);
    }
    const perIp = await kv.incr(`otp:daily-ip:${ip}:${day}`, msLeft);
    if (perIp.value > limits.otpDailyPerIp) throw AppError.tooManyRequests(LoginText.dailyLimitIp);
  }

  async function deliver(t: OtpTarget, code: string) {
    try {
      if (t.channel === 'sms') await sms.send({ phone: t.target, code, ttlMinutes });
      else await email.send({ to: t.target, code, ttlMinutes });
      metrics.login.codeSent(t.channel, true);
    } catch (err) {
      metrics.login.codeSent(t.channel, false);
      if (!(err instanceof ProviderError)) throw err;
      log.error({ provider: err.provider, detail: err.detail, channel: t.channel }, 'one-time code not delivered');
      throw new AppError(502, 502, t.channel === 'sms' ? LoginText.smsFailed : LoginText.emailFailed);
    }
  }

  /** Each target's checks per minute, right or wrong, so nobody hammers one phone or email. */
  async function checkRate(t: OtpTarget) {
    const { value } = await kv.incr(`otp:checks:${t.purpose}:${t.channel}:${t.target}`, 60_000);
    if (value > limits.otpChecksPerMinute) throw AppError.tooManyRequests(LoginText.otpChecksTooFrequent);
  }

  /**
   * Throws unless `code` is the live code of `t`. Every try takes an attempt first, atomically, and
   * only the first OTP_MAX_ATTEMPTS are compared at all, however many arrive at once; a right code
   * gives its attempt back, so only wrong guesses use up the code.
   */
  async function verify(t: OtpTarget, code: string) {
    await checkRate(t);
    const key = keyOf(t);
    const failsKey = `${key}:fails`;
    const { value: attempt } = await kv.incr(failsKey, limits.otpTtlMs);
    if (attempt > limits.otpMaxAttempts) throw AppError.badRequest(LoginText.otpLocked);
    const stored = await kv.get(key);
    if (!stored) throw AppError.badRequest(LoginText.otpExpired);
    if (timingSafeEqual(Buffer.from(stored), Buffer.from(digest(t, code)))) {
      await kv.incr(failsKey, limits.otpTtlMs, -1);
      return;
    }
    if (attempt < limits.otpMaxAttempts) throw AppError.badRequest(LoginText.otpWrong);
    await kv.del(key);
    throw AppError.badRequest(LoginText.otpLocked);
  }

  return {
    async send(t: OtpTarget, ip: string) {
      const cooldown = cooldownKey(t);
      if (!(await kv.setIfAbsent(cooldown, '1', limits.otpResendMs))) {
        const left = await kv.pttl(cooldown);
        throw AppError.tooManyRequests(LoginText.resendTooSoon(Math.max(1, Math.ceil(left / 1000))));
      }
      try {
        await checkDailyCaps(t, ip);
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        await deliver(t, code);
        // Stored only once delivered: a failed send leaves the previous code (if any) as it was.
        await kv.set(keyOf(t), digest(t, code), limits.otpTtlMs);
        await kv.del(`${keyOf(t)}:fails`);
      } catch (err) {
        // The client resets its countdown on failure (SPEC §4), so the server lets it try again at once.
        await kv.del(cooldown);
        throw err;
      }
      return { resendAfterSeconds: Math.ceil(limits.otpResendMs / 1000) };
    },
    /** The on-blur check: the code stays usable. */
    check: verify,
    /** Verifies and takes the code; of two concurrent logins with one code, only one succeeds. */
    async consume(t: OtpTarget, code: string) {
      await verify(t, code);
      if (!(await kv.del(keyOf(t)))) throw AppError.badRequest(LoginText.otpExpired);
      await kv.del(`${keyOf(t)}:fails`);
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
