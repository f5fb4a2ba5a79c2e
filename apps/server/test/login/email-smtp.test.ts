import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginText } from '@lucina/contracts';
import { outbox } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { LOGIN_TEST_ENV, newEmail, post, solveCaptcha } from './helpers.js';

interface Received {
  rcptTo: string[];
  mailFrom: string;
  user: string | undefined;
  raw: string;
}

/** Just enough MIME to read what a mail client shows: headers, encoded-word subject, the text/plain part. */
function readMail(raw: string) {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    headers.set(line.slice(0, i).toLowerCase(), line.slice(i + 1).trim());
  }
  const decodeWords = (value: string) =>
    value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
      enc.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeQp(text.replace(/_/g, ' ')),
    );
  const body = rest.join('\n\n');
  const textPart =
    /Content-Type: text\/plain[^\n]*\r?\nContent-Transfer-Encoding: ([\w-]+)\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(body);
  if (!textPart) throw new Error('no text/plain part');
  const [, encoding, content] = textPart;
  const text =
    encoding!.toLowerCase() === 'base64' ? Buffer.from(content!, 'base64').toString('utf8') : decodeQp(content!);
  return { to: headers.get('to'), subject: decodeWords(headers.get('subject') ?? ''), text };
}

function decodeQp(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
}

describe('SMTP email provider', () => {
  let t: TestApp;
  let smtp: SMTPServer;
  const inbox: Received[] = [];
  const rejectRecipients = new Set<string>();

  beforeAll(async () => {
    smtp = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 'mail-pass') callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onRcptTo(address, _session, callback) {
        if (rejectRecipients.has(address.address))
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        else callback();
      },
      onData(stream, session, callback) {
        let raw = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => (raw += chunk));
        stream.on('end', () => {
          inbox.push({
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            user: session.user as string | undefined,
            raw,
          });
          callback();
        });
      },
      logger: false,
    });
    smtp.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp({
      env: {
        ...LOGIN_TEST_ENV,
        EMAIL_PROVIDER: 'smtp',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(port),
        SMTP_SECURE: 'false',
        SMTP_USER: 'mailer',
        SMTP_PASS: 'mail-pass',
        SMTP_FROM: 'Lucina <no-reply@lucina.test>',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the code to the address, authenticated, with a Chinese subject and body', async () => {
    const email = newEmail();
    const res = await post(t, 'sendEmail', { userEmail: email, ...(await solveCaptcha(t)) });
    expect(res.body.code).toBe(200);
    const mail = inbox.at(-1)!;
    expect(mail).toMatchObject({ rcptTo: [email], mailFrom: 'no-reply@lucina.test', user: 'mailer' });
    const { to, subject, text } = readMail(mail.raw);
    expect(to).toBe(email);
    const code = /^Lucina 登录验证码：(\d{6})$/.exec(subject)?.[1];
    expect(code).toBeDefined();
    expect(text).toContain(`您的 Lucina 登录验证码是：${code}`);
    expect(text).toContain('5 分钟内有效');

    const login = await post(t, 'login', { username: email, otpCode: code, loginType: 2 });
    expect(login.body.code).toBe(200);
    // A real provider writes no outbox row: that table is for the console provider only.
    expect(await t.db.select().from(outbox)).toHaveLength(0);
  });

  it('a refused recipient becomes a clear Chinese error, and nothing counts as sent', async () => {
    const email = newEmail();
    rejectRecipients.add(email);
    const res = await post(t, 'sendEmail', { userEmail: email, ...(await solveCaptcha(t)) });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ code: 502, msg: LoginText.emailFailed, data: null });
    expect((await post(t, 'checkEmailOtp', { email, otpCode: '123456' })).body.msg).toBe(LoginText.otpExpired);
    rejectRecipients.delete(email);
    expect((await post(t, 'sendEmail', { userEmail: email, ...(await solveCaptcha(t)) })).body.code).toBe(200);
  });
});
