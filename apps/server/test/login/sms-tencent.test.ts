import { createHash, createHmac } from 'node:crypto';
import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginText } from '@lucina/contracts';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { LOGIN_TEST_ENV, newPhone, post, requestSmsCode, startJsonServer } from './helpers.js';

const SECRET_ID = 'AKIDtestsecretid';
const SECRET_KEY = 'tencent-secret-key-for-tests';
const APP_ID = '1400000001';

/**
 * TC3-HMAC-SHA256 as documented, written apart from the provider's code: canonical request from the
 * received method, headers and body; credential scope date/service/tc3_request; derived signing key.
 */
function verifyTc3(req: http.IncomingMessage, body: string) {
  const auth = String(req.headers.authorization ?? '');
  const m =
    /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([^/]+)\/tc3_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!m) return 'malformed authorization';
  const [, secretId, date, service, signedHeaders, signature] = m;
  const timestamp = Number(req.headers['x-tc-timestamp']);
  if (secretId !== SECRET_ID) return 'unknown secret id';
  if (new Date(timestamp * 1000).toISOString().slice(0, 10) !== date) return 'date does not match timestamp';
  const names = signedHeaders!.split(';');
  if (!names.includes('content-type') || !names.includes('host')) return 'content-type and host must be signed';
  const canonicalHeaders = names
    .map(
      (n) =>
        `${n}:${String(req.headers[n] ?? '')
          .trim()
          .toLowerCase()}\n`,
    )
    .join('');
  const hashedPayload = createHash('sha256').update(body, 'utf8').digest('hex');
  const [path, query = ''] = req.url!.split('?');
  const canonicalRequest = `${req.method}\n${path}\n${query}\n${canonicalHeaders}\n${signedHeaders}\n${hashedPayload}`;
  const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/${service}/tc3_request\n${createHash('sha256').update(canonicalRequest).digest('hex')}`;
  const kDate = createHmac('sha256', `TC3${SECRET_KEY}`).update(date!).digest();
  const kService = createHmac('sha256', kDate).update(service!).digest();
  const kSigning = createHmac('sha256', kService).update('tc3_request').digest();
  const expected = createHmac('sha256', kSigning).update(stringToSign).digest('hex');
  return expected === signature ? null : 'signature mismatch';
}

describe('Tencent Cloud SMS provider', () => {
  let t: TestApp;
  let tencent: Awaited<ReturnType<typeof startJsonServer>>;
  const received: Array<{ headers: http.IncomingHttpHeaders; body: any }> = [];
  let replyWith: object | null = null;

  beforeAll(async () => {
    tencent = await startJsonServer((req, body) => {
      const problem = req.method === 'POST' ? verifyTc3(req, body) : 'not a POST';
      if (problem) {
        return {
          json: { Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: problem }, RequestId: 'r0' } },
        };
      }
      received.push({ headers: req.headers, body: JSON.parse(body) });
      const ok = {
        SerialNo: '2028:1',
        PhoneNumber: '',
        Fee: 1,
        SessionContext: '',
        Code: 'Ok',
        Message: 'send success',
        IsoCode: 'CN',
      };
      return { json: replyWith ?? { Response: { SendStatusSet: [ok], RequestId: 'r1' } } };
    });
    t = await createTestApp({
      env: {
        ...LOGIN_TEST_ENV,
        SMS_PROVIDER: 'tencent',
        TENCENT_SECRET_ID: SECRET_ID,
        TENCENT_SECRET_KEY: SECRET_KEY,
        TENCENT_SMS_SDK_APP_ID: APP_ID,
        TENCENT_SMS_SIGN_NAME: '路西娜',
        TENCENT_SMS_TEMPLATE_ID: '449739',
        TENCENT_SMS_ENDPOINT: tencent.url,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await tencent.close();
  });

  const sendSms = (phone: string) => requestSmsCode(t, phone);

  it('posts a TC3-signed SendSms whose code logs the user in', async () => {
    const phone = newPhone();
    const res = await sendSms(phone);
    expect(res.body.code).toBe(200);
    const { headers, body } = received.at(-1)!;
    expect(headers).toMatchObject({
      'x-tc-action': 'SendSms',
      'x-tc-version': '2021-01-11',
      'x-tc-region': 'ap-guangzhou',
      'content-type': 'application/json; charset=utf-8',
    });
    expect(body).toMatchObject({
      PhoneNumberSet: [`+86${phone}`],
      SmsSdkAppId: APP_ID,
      SignName: '路西娜',
      TemplateId: '449739',
    });
    const [code] = body.TemplateParamSet as string[];
    expect(code).toMatch(/^\d{6}$/);
    expect((await post(t, 'login', { username: phone, otpCode: code, loginType: 1 })).body.code).toBe(200);
  });

  it('an error reply becomes a clear Chinese error, and nothing counts as sent', async () => {
    const phone = newPhone();
    replyWith = {
      Response: {
        Error: { Code: 'FailedOperation.InsufficientBalanceInSmsPackage', Message: '套餐包余量不足' },
        RequestId: 'r2',
      },
    };
    try {
      const res = await sendSms(phone);
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ code: 502, msg: LoginText.smsFailed, data: null });
    } finally {
      replyWith = null;
    }
    const [code] = received.at(-1)!.body.TemplateParamSet as string[];
    expect((await post(t, 'checkOtp', { mobile: phone, otpCode: code })).body.msg).toBe(LoginText.otpExpired);
    expect((await sendSms(phone)).body.code).toBe(200);
  });

  it('a refused number inside a successful reply is a failure too', async () => {
    const limited = { Code: 'LimitExceeded.PhoneNumberDailyLimit', Message: '单个手机号日下发条数超过设定的上限' };
    replyWith = { Response: { SendStatusSet: [limited], RequestId: 'r3' } };
    try {
      expect((await sendSms(newPhone())).body.msg).toBe(LoginText.smsFailed);
    } finally {
      replyWith = null;
    }
  });
});
