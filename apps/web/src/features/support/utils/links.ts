/** True inside WeChat's in-app browser. */
export function isWeChatBrowser(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent) {
  return /MicroMessenger/i.test(userAgent);
}
