import { describe, expect, it } from 'vitest';
import { browserContext, isWeChatBrowser } from './browser';

const WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800322d) NetType/WIFI Language/zh_CN';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('browser context', () => {
  it('tells WeChat’s browser, another phone browser and a desktop apart', () => {
    expect(isWeChatBrowser(WECHAT)).toBe(true);
    expect(isWeChatBrowser(DESKTOP)).toBe(false);
    expect(browserContext(WECHAT)).toBe('wechat');
    expect(browserContext(IPHONE_SAFARI)).toBe('phone');
    expect(browserContext(ANDROID_CHROME)).toBe('phone');
    expect(browserContext(DESKTOP)).toBe('desktop');
  });
});
