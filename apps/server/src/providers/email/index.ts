import type { Config } from '../../config.js';
import type { Logger } from '../../lib/logger.js';
import type { OutboxWriter } from '../provider-error.js';
import { createConsoleEmail } from './console.email.js';
import type { EmailProvider } from './email.provider.js';
import { createSmtpEmail } from './smtp.email.js';

export type { EmailProvider } from './email.provider.js';

export function createEmailProvider(
  config: Config['email'],
  deps: { log: Logger; outbox: OutboxWriter },
): EmailProvider {
  return config.provider === 'smtp' ? createSmtpEmail(config.smtp) : createConsoleEmail(deps);
}
