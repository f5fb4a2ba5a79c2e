import { createCipheriv, createDecipheriv, createSign, createVerify, randomBytes } from 'node:crypto';
import { chinaWallClock } from '@lucina/contracts';
import { header, NotifyRejected, type RawNotification } from './pay.provider.js';

/** WeChat Pay API v3 (Native): https://pay.weixin.qq.com/doc/v3/merchant/4012791874 */
export interface WechatPayConfig {
  mchId: string;
  appId: string;
  /** Serial number of the merchant API certificate (goes in the Authorization header). */
  serialNo: string;
  /** Merchant API private key, PEM. */
  privateKey: string;
  /** 32-byte APIv3 key that encrypts notification resources. */
  apiV3Key: string;
  /** WeChat Pay platform public key (or certificate), PEM, that signs notifications. */
  platformPublicKey: string;
  /** Its id/serial: a notification naming another serial is refused. Empty: not checked. */
  platformSerial: string;
  apiBase: string;
  notifyUrl: string;
  /** Where WeChat Pay posts refund results. */
  refundNotifyUrl: string;
}

/** RFC 3339 in Beijing time, as WeChat Pay's documents write `time_expire` (2018-06-08T10:34:56+08:00). */
export const wechatTime = (d: Date) => `${chinaWallClock(d).slice(0, 19)}+08:00`;

export const WECHAT_MAX_SKEW_MS = 5 * 60 * 1000;

const nonce = () => randomBytes(16).toString('hex');

/** The v3 signature: RSA-SHA256 over lines that each end with "\n". */
export function wechatSign(privateKey: string, lines: string[]): string {
  return createSign('RSA-SHA256')
    .update(lines.map((l) => `${l}\n`).join(''))
    .sign(privateKey, 'base64');
}

/** Authorization header of a request: signs "METHOD\nURL\nTIMESTAMP\nNONCE\nBODY\n". */
export function wechatAuthorization(
  cfg: WechatPayConfig,
  method: string,
  urlPath: string,
  body: string,
  now = Date.now(),
) {
  const ts = String(Math.floor(now / 1000));
  const n = nonce();
  const signature = wechatSign(cfg.privateKey, [method, urlPath, ts, n, body]);
  return `WECHATPAY2-SHA256-RSA2048 mchid="${cfg.mchId}",nonce_str="${n}",signature="${signature}",timestamp="${ts}",serial_no="${cfg.serialNo}"`;
}

export function aesGcmDecrypt(apiV3Key: string, nonceText: string, associatedData: string, ciphertext: string): string {
  const data = Buffer.from(ciphertext, 'base64');
  if (data.length < 17) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonceText, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(associatedData, 'utf8'));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}

export function aesGcmEncrypt(apiV3Key: string, nonceText: string, associatedData: string, plain: string): string {
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonceText, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const enc = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return enc.toString('base64');
}

/** Checks WeChat Pay's signature headers over a raw body (notifications and API responses alike). */
export function checkWechatSignature(cfg: WechatPayConfig, raw: RawNotification, now = Date.now()) {
  const ts = header(raw, 'wechatpay-timestamp');
  const n = header(raw, 'wechatpay-nonce');
  const signature = header(raw, 'wechatpay-signature');
  const serial = header(raw, 'wechatpay-serial');
  if (!/^\d{1,12}$/.test(ts) || !n || !signature) throw new NotifyRejected('missing signature headers');
  if (Math.abs(now - Number(ts) * 1000) > WECHAT_MAX_SKEW_MS) throw new NotifyRejected('stale timestamp');
  if (cfg.platformSerial && serial !== cfg.platformSerial) throw new NotifyRejected('unknown platform serial');
  let valid = false;
  try {
    valid = createVerify('RSA-SHA256')
      .update(`${ts}\n${n}\n${raw.body}\n`)
      .verify(cfg.platformPublicKey, signature, 'base64');
  } catch {
    valid = false;
  }
  if (!valid) throw new NotifyRejected('bad signature');
}

/**
 * The signed, AES-256-GCM encrypted event WeChat Pay posts: checks the platform signature and the
 * 5-minute window on the raw body, the event type and `original_type`, and decrypts the resource.
 */
export function openWechatEvent<T>(
  cfg: WechatPayConfig,
  raw: RawNotification,
  accept: { events: string[]; originalType: string },
  now = Date.now(),
): { eventType: string; resource: T } {
  checkWechatSignature(cfg, raw, now);
  try {
    const event = JSON.parse(raw.body) as {
      event_type?: string;
      resource?: {
        algorithm?: string;
        original_type?: string;
        ciphertext: string;
        nonce: string;
        associated_data?: string;
      };
    };
    const eventType = event.event_type ?? '';
    if (!accept.events.includes(eventType)) throw new NotifyRejected(`event ${eventType}`);
    const r = event.resource;
    if (!r || r.algorithm !== 'AEAD_AES_256_GCM') throw new NotifyRejected('unsupported resource');
    if (r.original_type !== undefined && r.original_type !== accept.originalType) {
      throw new NotifyRejected(`resource ${r.original_type}`);
    }
    const plain = aesGcmDecrypt(cfg.apiV3Key, r.nonce, r.associated_data ?? '', r.ciphertext);
    return { eventType, resource: JSON.parse(plain) as T };
  } catch (err) {
    if (err instanceof NotifyRejected) throw err;
    throw new NotifyRejected('undecryptable resource');
  }
}

/** Builds an event exactly as WeChat Pay posts one, signed with `platformPrivateKey` (sandbox and tests). */
export function buildWechatEvent(
  cfg: Pick<WechatPayConfig, 'apiV3Key' | 'platformSerial'> & { platformPrivateKey: string },
  event: { eventType: string; summary: string; originalType: string; resource: object },
  now = Date.now(),
): RawNotification {
  const resourceNonce = randomBytes(6).toString('hex');
  const body = JSON.stringify({
    id: randomBytes(16).toString('hex'),
    create_time: new Date(now).toISOString(),
    resource_type: 'encrypt-resource',
    event_type: event.eventType,
    summary: event.summary,
    resource: {
      original_type: event.originalType,
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: aesGcmEncrypt(cfg.apiV3Key, resourceNonce, event.originalType, JSON.stringify(event.resource)),
      associated_data: event.originalType,
      nonce: resourceNonce,
    },
  });
  return { headers: wechatSignedHeaders(cfg, body, now), body };
}

/** The headers WeChat Pay signs a body with (notifications and API answers alike). */
export function wechatSignedHeaders(
  cfg: Pick<WechatPayConfig, 'platformSerial'> & { platformPrivateKey: string },
  body: string,
  now = Date.now(),
) {
  const ts = String(Math.floor(now / 1000));
  const n = nonce();
  return {
    'content-type': 'application/json',
    'wechatpay-timestamp': ts,
    'wechatpay-nonce': n,
    'wechatpay-serial': cfg.platformSerial,
    'wechatpay-signature': wechatSign(cfg.platformPrivateKey, [ts, n, body]),
    'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
  };
}
