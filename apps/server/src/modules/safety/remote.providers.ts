import { randomUUID } from 'node:crypto';
import { fetchJson, ProviderError } from '../../providers/provider-error.js';
import { aliyunPercentEncode, signAliyunRpc, signTencentTc3 } from '../../providers/sms/index.js';
import { PASS, type ModerationProvider, type SafetyCategory, type SafetyVerdict } from './safety.types.js';

export interface AliyunModerationConfig {
  accessKeyId: string;
  accessKeySecret: string;
  region: string;
  endpoint: string;
}

export interface TencentModerationConfig {
  secretId: string;
  secretKey: string;
  region: string;
  endpoint: string;
  /** The moderation policy set in the console; empty for the default one. */
  bizType: string;
}

/** The services' labels in our categories; a label not listed counts as illegal content. */
function categoryOfLabel(label: string): SafetyCategory {
  const l = label.toLowerCase();
  if (/porn|sexual|sexy/.test(l)) return 'porn';
  if (/politic|polity|religio/.test(l)) return 'politics';
  if (/terror|violen|weapon|extrem/.test(l)) return 'violence';
  if (/self_?harm|suicid/.test(l)) return 'self_harm';
  if (/gambl|drug|contraband/.test(l)) return 'gambling_drugs';
  if (/fraud|scam|ad$|^ad|spam/.test(l)) return 'fraud';
  if (/discrim|abuse|insult|hate|inappropriate/.test(l)) return 'discrimination';
  if (/pii|privacy|personal/.test(l)) return 'privacy';
  return 'illegal';
}

const ALIYUN_VERSION = '2022-03-02';
const ALIYUN_SERVICES = { question: 'llm_query_moderation', answer: 'llm_response_moderation' } as const;

/**
 * Aliyun 内容安全, TextModerationPlus (green 2022-03-02) over the signed RPC API (signature 1.0, HMAC-SHA1), posted
 * as a form: the question and the answer go to the services for a model's input and its output. `high` risk
 * declines; lower levels pass and are left to the provider's console.
 */
export function createAliyunModeration(config: AliyunModerationConfig): ModerationProvider {
  return {
    name: 'aliyun',
    async moderate(text, stage) {
      const params: Record<string, string> = {
        AccessKeyId: config.accessKeyId,
        Action: 'TextModerationPlus',
        Format: 'JSON',
        RegionId: config.region,
        Service: ALIYUN_SERVICES[stage],
        ServiceParameters: JSON.stringify({ content: text }),
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
        Version: ALIYUN_VERSION,
      };
      const { canonical, signature } = signAliyunRpc('POST', params, config.accessKeySecret);
      const reply = await fetchJson('aliyun-green', `${config.endpoint.replace(/\/+$/, '')}/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `Signature=${aliyunPercentEncode(signature)}&${canonical}`,
      });
      if (reply.Code !== 200) {
        throw new ProviderError('aliyun-green', {
          code: reply.Code,
          message: reply.Message,
          requestId: reply.RequestId,
        });
      }
      const data = reply.Data ?? {};
      if (data.RiskLevel !== 'high') return PASS;
      const top = (data.Result as Array<{ Label?: string; RiskWords?: string }> | undefined)?.[0] ?? {};
      const label = top.Label ?? 'unknown';
      return {
        pass: false,
        category: categoryOfLabel(label),
        rule: `aliyun:${label}${top.RiskWords ? `:${top.RiskWords}` : ''}`,
        provider: 'aliyun',
      } satisfies SafetyVerdict;
    },
  };
}

const TMS_VERSION = '2020-12-29';
const TMS_ACTION = 'TextModeration';

/** Tencent 天御 TMS TextModeration (2020-12-29), TC3-HMAC-SHA256 signed; `Block` declines, Review and Pass pass. */
export function createTencentModeration(config: TencentModerationConfig): ModerationProvider {
  const url = new URL(config.endpoint);
  return {
    name: 'tencent',
    async moderate(text) {
      const payload = JSON.stringify({
        Content: Buffer.from(text, 'utf8').toString('base64'),
        ...(config.bizType ? { BizType: config.bizType } : {}),
      });
      const timestamp = Math.floor(Date.now() / 1000);
      const authorization = signTencentTc3({
        ...config,
        host: url.host,
        action: TMS_ACTION,
        payload,
        timestamp,
        service: 'tms',
      });
      const reply = await fetchJson('tencent-tms', url.toString(), {
        method: 'POST',
        headers: {
          Authorization: authorization,
          'Content-Type': 'application/json; charset=utf-8',
          'X-TC-Action': TMS_ACTION,
          'X-TC-Timestamp': String(timestamp),
          'X-TC-Version': TMS_VERSION,
          'X-TC-Region': config.region,
        },
        body: payload,
      });
      const response = reply.Response ?? {};
      if (response.Error || !response.Suggestion) {
        throw new ProviderError('tencent-tms', {
          code: response.Error?.Code,
          message: response.Error?.Message,
          requestId: response.RequestId,
        });
      }
      if (response.Suggestion !== 'Block') return PASS;
      const label = String(response.Label ?? 'unknown');
      const words = (response.Keywords as string[] | undefined)?.join('、');
      return {
        pass: false,
        category: categoryOfLabel(label),
        rule: `tencent:${label}${words ? `:${words}` : ''}`,
        provider: 'tencent',
      } satisfies SafetyVerdict;
    },
  };
}
