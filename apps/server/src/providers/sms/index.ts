import type { Config } from '../../config.js';
import type { Logger } from '../../lib/logger.js';
import type { OutboxWriter } from '../provider-error.js';
import { createAliyunSms } from './aliyun.sms.js';
import { createConsoleSms } from './console.sms.js';
import type { SmsProvider } from './sms.provider.js';
import { createTencentSms } from './tencent.sms.js';

export type { SmsProvider } from './sms.provider.js';
/** The clouds' request signatures, shared with their other APIs (text moderation). */
export { aliyunPercentEncode, signAliyunRpc } from './aliyun.sms.js';
export { signTencentTc3 } from './tencent.sms.js';

export function createSmsProvider(config: Config['sms'], deps: { log: Logger; outbox: OutboxWriter }): SmsProvider {
  switch (config.provider) {
    case 'aliyun':
      return createAliyunSms(config.aliyun);
    case 'tencent':
      return createTencentSms(config.tencent);
    case 'console':
      return createConsoleSms(deps);
  }
}
