import { createHmac, randomUUID } from 'node:crypto';
import { fetchJson, ProviderError } from '../provider-error.js';
import type { SmsProvider } from './sms.provider.js';

export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  region: string;
  endpoint: string;
}

/** RFC 3986 encoding as the Aliyun RPC signature requires: only A-Z a-z 0-9 - _ . ~ stay literal. */
export function aliyunPercentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Signature version 1.0: HMAC-SHA1 over `METHOD&%2F&encode(sorted canonical query)`, key = secret + '&'. */
export function signAliyunRpc(method: string, params: Record<string, string>, accessKeySecret: string) {
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${aliyunPercentEncode(k)}=${aliyunPercentEncode(params[k]!)}`)
    .join('&');
  const stringToSign = `${method}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(canonical)}`;
  const signature = createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
  return { canonical, signature };
}

/** Aliyun SMS (dysmsapi 2017-05-25 SendSms) over the signed RPC GET API. */
export function createAliyunSms(config: AliyunSmsConfig): SmsProvider {
  return {
    name: 'aliyun',
    async send({ phone, code }) {
      const params: Record<string, string> = {
        AccessKeyId: config.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: phone,
        RegionId: config.region,
        SignName: config.signName,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        TemplateCode: config.templateCode,
        TemplateParam: JSON.stringify({ code }),
        Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
        Version: '2017-05-25',
      };
      const { canonical, signature } = signAliyunRpc('GET', params, config.accessKeySecret);
      const url = `${config.endpoint.replace(/\/+$/, '')}/?Signature=${aliyunPercentEncode(signature)}&${canonical}`;
      const reply = await fetchJson('aliyun-sms', url, { method: 'GET' });
      if (reply.Code !== 'OK') {
        throw new ProviderError('aliyun-sms', { code: reply.Code, message: reply.Message, requestId: reply.RequestId });
      }
    },
  };
}
