/**
 * Where the page is open, from the user agent: WeChat's in-app browser, another phone browser, or a desktop.
 * Payment, login and the contact QR codes each take the path that works there.
 */
export type BrowserContext = 'wechat' | 'phone' | 'desktop';

const ua = () => (typeof navigator === 'undefined' ? '' : navigator.userAgent);

/** True inside WeChat's in-app browser (including WeChat for Windows and Mac, which say so too). */
export function isWeChatBrowser(userAgent: string = ua()) {
  return /MicroMessenger/i.test(userAgent);
}

/** A phone or tablet browser: iOS, Android, HarmonyOS and the like say Mobile or name the device. */
export function isPhoneBrowser(userAgent: string = ua()) {
  return /Mobile|Android|iPhone|iPad|iPod|HarmonyOS|OpenHarmony/i.test(userAgent);
}

export function browserContext(userAgent: string = ua()): BrowserContext {
  if (isWeChatBrowser(userAgent)) return 'wechat';
  return isPhoneBrowser(userAgent) ? 'phone' : 'desktop';
}
