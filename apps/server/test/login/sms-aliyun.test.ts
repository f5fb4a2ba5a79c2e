import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginText } from '@lucina/contracts';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { LOGIN_TEST_ENV, newPhone, post, requestSmsCode, startJsonServer } from './helpers.js';

const KEY_ID = 'LTAI-test-key';
const KEY_SECRET = 'aliyun-secret-for-tests';
const SIGN_NAME = '路西娜科技';
const TEMPLATE = 'SMS_123456789';

/**
 * Aliyun RPC signature v1.0 as documented, written apart from the provider's code: RFC 3986
 * percent-encoding byte by byte, sorted parameters, "GET&%2F&" + encoded query, HMAC-SHA1 with secret + "&".
 */
function percentEncode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const ch = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function verifyAliyun(method: string, rawQuery: string) {
  const params = new Map<string, string>();
  for (const pair of rawQuery.split('&')) {
    const i = pair.indexOf('=');
    params.set(decodeURIComponent(pair.slice(0, i)), decodeURIComponent(pair.slice(i + 1)));
  }
  const signature = params.get('Signature');
  params.delete('Signature');
  const canonical = [...params.keys()]
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params.get(k)!)}`)
    .join('&');
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonical)}`;
  const expected = createHmac('sha1', `${KEY_SECRET}&`).update(stringToSign, 'utf8').digest('base64');
  return { valid: signature === expected, params: Object.fromEntries(params) };
}

describe('Aliyun SMS provider', () => {
  let t: TestApp;
  let aliyun: Awaited<ReturnType<typeof startJsonServer>>;
  const received: Array<Record<string, string>> = [];
  const nonces = new Set<string>();
  let replyWith: Record<string, string> | null = null;

  beforeAll(async () => {
    aliyun = await startJsonServer((req) => {
      const [path, query = ''] = req.url!.split('?');
      const { valid, params } = verifyAliyun(req.method!, query);
      if (path !== '/' || !valid)
        return { status: 400, json: { Code: 'SignatureDoesNotMatch', Message: 'bad signature' } };
      if (nonces.has(params.SignatureNonce!))
        return { status: 400, json: { Code: 'SignatureNonceUsed', Message: 'nonce used' } };
      nonces.add(params.SignatureNonce!);
      received.push(params);
      return { json: replyWith ?? { Code: 'OK', Message: 'OK', BizId: '900619746936498440^0', RequestId: 'req-1' } };
    });
    t = await createTestApp({
      env: {
        ...LOGIN_TEST_ENV,
        SMS_PROVIDER: 'aliyun',
        ALIYUN_ACCESS_KEY_ID: KEY_ID,
        ALIYUN_ACCESS_KEY_SECRET: KEY_SECRET,
        ALIYUN_SMS_SIGN_NAME: SIGN_NAME,
        ALIYUN_SMS_TEMPLATE_CODE: TEMPLATE,
        ALIYUN_SMS_ENDPOINT: aliyun.url,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await aliyun.close();
  });

  const sendSms = (phone: string) => requestSmsCode(t, phone);

  it('sends a correctly signed SendSms request whose code logs the user in', async () => {
    const phone = newPhone();
    const res = await sendSms(phone);
    expect(res.body.code).toBe(200);
    const request = received.at(-1)!;
    expect(request).toMatchObject({
      AccessKeyId: KEY_ID,
      Action: 'SendSms',
      Version: '2017-05-25',
      Format: 'JSON',
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
      PhoneNumbers: phone,
      SignName: SIGN_NAME,
      TemplateCode: TEMPLATE,
    });
    expect(request.Timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const { code } = JSON.parse(request.TemplateParam!) as { code: string };
    expect(code).toMatch(/^\d{6}$/);
    const login = await post(t, 'login', { username: phone, otpCode: code, loginType: 1 });
    expect(login.body.code).toBe(200);
  });

  it('uses a new nonce for every request', async () => {
    const before = received.length;
    await sendSms(newPhone());
    await sendSms(newPhone());
    expect(received.length).toBe(before + 2);
    expect(new Set(received.map((r) => r.SignatureNonce)).size).toBe(received.length);
  });

  it('an error reply becomes a clear Chinese error, and nothing counts as sent', async () => {
    const phone = newPhone();
    replyWith = { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控Permits:1', RequestId: 'req-2' };
    try {
      const res = await sendSms(phone);
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ code: 502, msg: LoginText.smsFailed, data: null });
    } finally {
      replyWith = null;
    }
    const { code } = JSON.parse(received.at(-1)!.TemplateParam!) as { code: string };
    const check = await post(t, 'checkOtp', { mobile: phone, otpCode: code });
    expect(check.body.msg).toBe(LoginText.otpExpired);
    // No resend window was started, so the user may try again at once.
    expect((await sendSms(phone)).body.code).toBe(200);
  });
});
