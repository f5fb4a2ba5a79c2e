import { describe, expect, it } from 'vitest';
import { isWeChatBrowser } from './links';

describe('support links', () => {
  it('detects the WeChat in-app browser', () => {
    expect(isWeChatBrowser('Mozilla/5.0 (iPhone) AppleWebKit MicroMessenger/8.0.47 NetType/WIFI')).toBe(true);
    expect(isWeChatBrowser('Mozilla/5.0 (Windows NT 10.0) Chrome/126')).toBe(false);
  });
});
