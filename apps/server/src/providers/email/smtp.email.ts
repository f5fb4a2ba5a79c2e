import nodemailer from 'nodemailer';
import { ProviderError } from '../provider-error.js';
import { otpEmail, type EmailProvider } from './email.provider.js';

export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  user: string | null;
  pass: string | null;
  from: string;
}

/** SMTP through nodemailer; one connection per message, so nothing stays open between the rare sends. */
export function createSmtpEmail(config: SmtpConfig): EmailProvider {
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    auth: config.user ? { user: config.user, pass: config.pass ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    name: 'smtp',
    async send({ to, code, ttlMinutes }) {
      const { subject, text, html } = otpEmail(code, ttlMinutes);
      try {
        await transport.sendMail({ from: config.from, to, subject, text, html });
      } catch (err) {
        const e = err as { message?: string; responseCode?: number; code?: string };
        throw new ProviderError('smtp', { message: e.message, responseCode: e.responseCode, code: e.code });
      }
    },
  };
}
