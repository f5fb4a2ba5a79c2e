import { createHash, createHmac } from 'node:crypto';
import { fetchJson, ProviderError } from '../provider-error.js';
import type { SmsProvider } from './sms.provider.js';

export interface TencentSmsConfig {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  templateId: string;
  region: string;
  endpoint: string;
}

const SERVICE = 'sms';
const VERSION = '2021-01-11';
const ACTION = 'SendSms';
const CONTENT_TYPE = 'application/json; charset=utf-8';

const sha256Hex = (data: string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** TC3-HMAC-SHA256 Authorization header for a JSON POST to `/` (Tencent Cloud API 3.0 signature v3). */
export function signTencentTc3(input: {
  secretId: string;
  secretKey: string;
  host: string;
  action: string;
  payload: string;
  timestamp: number;
  /** The product's service name in the credential scope: sms, tms… */
  service?: string;
}): string {
  const service = input.service ?? SERVICE;
  const date = new Date(input.timestamp * 1000).toISOString().slice(0, 10);
  const signedHeaders = 'content-type;host;x-tc-action';
  const canonicalHeaders = `content-type:${CONTENT_TYPE}\nhost:${input.host}\nx-tc-action:${input.action.toLowerCase()}\n`;
  const canonicalRequest = ['POST', '/', '', canonicalHeaders, signedHeaders, sha256Hex(input.payload)].join('\n');
  const scope = `${date}/${service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(input.timestamp), scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(`TC3${input.secretKey}`, date), service), 'tc3_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return `TC3-HMAC-SHA256 Credential=${input.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

/** Tencent Cloud SMS SendSms (API 2021-01-11); the template's only parameter {1} is the code. */
export function createTencentSms(config: TencentSmsConfig): SmsProvider {
  const url = new URL(config.endpoint);
  return {
    name: 'tencent',
    async send({ phone, code }) {
      const payload = JSON.stringify({
        PhoneNumberSet: [`+86${phone}`],
        SmsSdkAppId: config.sdkAppId,
        SignName: config.signName,
        TemplateId: config.templateId,
        TemplateParamSet: [code],
      });
      const timestamp = Math.floor(Date.now() / 1000);
      const authorization = signTencentTc3({ ...config, host: url.host, action: ACTION, payload, timestamp });
      const reply = await fetchJson('tencent-sms', url.toString(), {
        method: 'POST',
        headers: {
          Authorization: authorization,
          'Content-Type': CONTENT_TYPE,
          'X-TC-Action': ACTION,
          'X-TC-Timestamp': String(timestamp),
          'X-TC-Version': VERSION,
          'X-TC-Region': config.region,
        },
        body: payload,
      });
      const response = reply.Response ?? {};
      const status = response.SendStatusSet?.[0];
      if (response.Error || status?.Code !== 'Ok') {
        const error = response.Error ?? status ?? {};
        throw new ProviderError('tencent-sms', {
          code: error.Code,
          message: error.Message,
          requestId: response.RequestId,
        });
      }
    },
  };
}
