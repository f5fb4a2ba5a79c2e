import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import svgCaptcha from 'svg-captcha';
import { LoginText } from '@lucina/contracts';
import type { Kv } from '../../kv/index.js';
import { AppError } from '../../lib/errors.js';

export const captchaKey = (uuid: string) => `captcha:${uuid}`;

/** Image captchas: the answer lives in the KV (so any instance can check it), is case-insensitive and works once. */
export function createCaptchaService(deps: { kv: Kv; ttlMs: number }) {
  return {
    async issue() {
      // Look-alike characters are left out because the check ignores case.
      const captcha = svgCaptcha.create({
        size: 4,
        ignoreChars: '0oO1iIlLqg9',
        noise: 2,
        color: true,
        background: '#f2f3ff',
        width: 120,
        height: 40,
        fontSize: 44,
      });
      const png = await sharp(Buffer.from(captcha.data)).png().toBuffer();
      const uuid = randomUUID();
      await deps.kv.set(captchaKey(uuid), captcha.text.toLowerCase(), deps.ttlMs);
      return { img: `data:image/png;base64,${png.toString('base64')}`, uuid };
    },
    /** Takes the captcha whatever the outcome, so each image allows exactly one guess. */
    async verify(uuid: string, answer: string) {
      const key = captchaKey(uuid);
      const expected = await deps.kv.get(key);
      const taken = expected !== null && (await deps.kv.del(key));
      if (!taken) throw AppError.badRequest(LoginText.captchaExpired);
      if (expected !== answer.trim().toLowerCase()) throw AppError.badRequest(LoginText.captchaWrong);
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
