import type { Logger } from '../../lib/logger.js';
import type { OutboxWriter } from '../provider-error.js';
import { otpEmail, type EmailProvider } from './email.provider.js';

/** Offline default: the code goes to the log and the outbox table instead of a mailbox. */
export function createConsoleEmail(deps: { log: Logger; outbox: OutboxWriter }): EmailProvider {
  return {
    name: 'console',
    async send({ to, code, ttlMinutes }) {
      const { subject, text } = otpEmail(code, ttlMinutes);
      await deps.outbox({ channel: 'email', target: to, code, content: `${subject}\n${text}` });
      deps.log.info({ to, code }, `[console email] ${subject}`);
    },
  };
}
