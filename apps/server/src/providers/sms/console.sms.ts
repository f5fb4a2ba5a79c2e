import type { Logger } from '../../lib/logger.js';
import type { OutboxWriter } from '../provider-error.js';
import { smsText, type SmsProvider } from './sms.provider.js';

/** Offline default: the code goes to the log and the outbox table instead of a phone. */
export function createConsoleSms(deps: { log: Logger; outbox: OutboxWriter }): SmsProvider {
  return {
    name: 'console',
    async send({ phone, code, ttlMinutes }) {
      const content = smsText(code, ttlMinutes);
      await deps.outbox({ channel: 'sms', target: phone, code, content });
      deps.log.info({ phone, code }, `[console sms] ${content}`);
    },
  };
}
