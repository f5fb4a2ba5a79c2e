import { createHash, createHmac } from 'node:crypto';
import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAliyunModeration, createTencentModeration } from '../../src/modules/safety/remote.providers.js';
import { startJsonServer } from '../login/helpers.js';

const ALIYUN_ID = 'LTAI-test-id';
const ALIYUN_SECRET = 'aliyun-secret-for-tests';
const TENCENT_ID = 'AKID-test-id';
const TENCENT_SECRET = 'tencent-secret-for-tests';

/** Aliyun RPC signature 1.0 as documented, recomputed from the received form apart from the provider's code. */
function verifyAliyun(body: string): string | null {
  const form = new URLSearchParams(body);
  const signature = form.get('Signature');
  form.delete('Signature');
  const enc = (v: string) =>
    encodeURIComponent(v).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const canonical = [...form.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${enc(k)}=${enc(v)}`)
    .join('&');
  const expected = createHmac('sha1', `${ALIYUN_SECRET}&`)
    .update(`POST&${enc('/')}&${enc(canonical)}`)
    .digest('base64');
  if (form.get('AccessKeyId') !== ALIYUN_ID) return 'unknown key';
  return expected === signature ? null : 'signature mismatch';
}

/** TC3-HMAC-SHA256 recomputed from the received request, with the service taken from the credential scope. */
function verifyTencent(req: http.IncomingMessage, body: string): string | null {
  const m =
    /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/(\w+)\/tc3_request, SignedHeaders=([^,]+), Signature=(\w+)$/.exec(
      String(req.headers.authorization ?? ''),
    );
  if (!m) return 'malformed authorization';
  const [, id, date, service, signed, signature] = m;
  if (id !== TENCENT_ID || service !== 'tms') return 'wrong credential scope';
  const headers = signed!
    .split(';')
    .map(
      (n) =>
        `${n}:${String(req.headers[n] ?? '')
          .trim()
          .toLowerCase()}\n`,
    )
    .join('');
  const sha = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
  const canonical = `POST\n/\n\n${headers}\n${signed}\n${sha(body)}`;
  const toSign = `TC3-HMAC-SHA256\n${req.headers['x-tc-timestamp']}\n${date}/${service}/tc3_request\n${sha(canonical)}`;
  const key = ['tms', 'tc3_request'].reduce(
    (k, part) => createHmac('sha256', k).update(part).digest(),
    createHmac('sha256', `TC3${TENCENT_SECRET}`).update(date!).digest(),
  );
  return createHmac('sha256', key).update(toSign).digest('hex') === signature ? null : 'signature mismatch';
}

describe('cloud text moderation clients', () => {
  let aliyun: Awaited<ReturnType<typeof startJsonServer>>;
  let tencent: Awaited<ReturnType<typeof startJsonServer>>;
  const seen: { aliyun: URLSearchParams[]; tencent: Array<Record<string, string>> } = { aliyun: [], tencent: [] };

  beforeAll(async () => {
    aliyun = await startJsonServer((_req, body) => {
      const problem = verifyAliyun(body);
      if (problem) return { status: 400, json: { Code: 'SignatureDoesNotMatch', Message: problem, RequestId: 'a0' } };
      const form = new URLSearchParams(body);
      seen.aliyun.push(form);
      const content = (JSON.parse(form.get('ServiceParameters')!) as { content: string }).content;
      const risky = content.includes('网赌');
      return {
        json: {
          Code: 200,
          RequestId: 'a1',
          Data: risky
            ? { RiskLevel: 'high', Result: [{ Label: 'contraband_gambling', Confidence: 99, RiskWords: '网赌' }] }
            : { RiskLevel: 'none', Result: [{ Label: 'nonLabel' }] },
        },
      };
    });
    tencent = await startJsonServer((req, body) => {
      const problem = verifyTencent(req, body);
      if (problem) return { json: { Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: problem } } } };
      const payload = JSON.parse(body) as Record<string, string>;
      seen.tencent.push(payload);
      const text = Buffer.from(payload.Content!, 'base64').toString('utf8');
      const risky = text.includes('色情');
      return {
        json: {
          Response: risky
            ? { Suggestion: 'Block', Label: 'Porn', Keywords: ['色情'], RequestId: 't1' }
            : { Suggestion: 'Pass', Label: 'Normal', Keywords: [], RequestId: 't2' },
        },
      };
    });
  });
  afterAll(async () => {
    await aliyun?.close();
    await tencent?.close();
  });

  it('Aliyun: a signed TextModerationPlus call per stage; high risk declines with its label', async () => {
    const client = createAliyunModeration({
      accessKeyId: ALIYUN_ID,
      accessKeySecret: ALIYUN_SECRET,
      region: 'cn-shanghai',
      endpoint: aliyun.url,
    });
    expect(await client.moderate('程序员怎么转产品经理', 'question')).toEqual({ pass: true });
    expect(await client.moderate('教你网赌稳赢', 'answer')).toEqual({
      pass: false,
      category: 'gambling_drugs',
      rule: 'aliyun:contraband_gambling:网赌',
      provider: 'aliyun',
    });
    expect(seen.aliyun.map((f) => [f.get('Action'), f.get('Version'), f.get('Service')])).toEqual([
      ['TextModerationPlus', '2022-03-02', 'llm_query_moderation'],
      ['TextModerationPlus', '2022-03-02', 'llm_response_moderation'],
    ]);
  });

  it('Aliyun: a wrong secret is refused by the service and surfaces as an error', async () => {
    const client = createAliyunModeration({
      accessKeyId: ALIYUN_ID,
      accessKeySecret: 'not-the-secret',
      region: 'cn-shanghai',
      endpoint: aliyun.url,
    });
    await expect(client.moderate('你好', 'question')).rejects.toThrow(/aliyun-green/);
  });

  it('Tencent: a TC3-signed TextModeration call with base64 content; Block declines', async () => {
    const client = createTencentModeration({
      secretId: TENCENT_ID,
      secretKey: TENCENT_SECRET,
      region: 'ap-guangzhou',
      endpoint: tencent.url,
      bizType: 'lucina_chat',
    });
    expect(await client.moderate('面试自我介绍怎么写', 'question')).toEqual({ pass: true });
    expect(await client.moderate('写一段色情内容', 'question')).toEqual({
      pass: false,
      category: 'porn',
      rule: 'tencent:Porn:色情',
      provider: 'tencent',
    });
    expect(seen.tencent[0]).toEqual({
      Content: Buffer.from('面试自我介绍怎么写').toString('base64'),
      BizType: 'lucina_chat',
    });
    const wrong = createTencentModeration({
      secretId: TENCENT_ID,
      secretKey: 'wrong',
      region: 'ap-guangzhou',
      endpoint: tencent.url,
      bizType: '',
    });
    await expect(wrong.moderate('你好', 'question')).rejects.toThrow(/tencent-tms/);
  });
});
