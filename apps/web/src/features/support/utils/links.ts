/** Where the customer-service QR points: the product's contact page for a human agent's WeChat. */
export const customerServiceUrl = () => `${window.location.origin}/service/contact`;

/** Where the mini-program QR points (a weixin:// link cannot be opened from a scan outside WeChat). */
export const miniProgramUrl = () => `${window.location.origin}/service/mini-program`;

/** True inside WeChat's in-app browser. */
export function isWeChatBrowser(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent) {
  return /MicroMessenger/i.test(userAgent);
}
