import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import {
  expectLeadingTab,
  logInByWechatScan,
  logInOnPhoneTab,
  logInWithOneTap,
  openLoginFromHeader,
  trackCaptcha,
} from './login';
import { openCashier } from './payments';
import { snap, VIEWPORTS } from './screenshots';
import { TOKEN_KEY } from './session';

/** The three places a page is opened from: WeChat's in-app browser, another phone browser, a desktop. */
export const AGENTS = {
  wechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323b) NetType/WIFI Language/zh_CN',
  phone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
} as const;
export type Where = keyof typeof AGENTS;

/** A 390 px context with that browser's user agent (and touch, off the desktop); logged in when given a token. */
export async function openIn(browser: Browser, where: Where, token?: string, permissions: string[] = []) {
  const context = await browser.newContext({
    userAgent: AGENTS[where],
    viewport: VIEWPORTS.phone,
    isMobile: where !== 'desktop',
    hasTouch: where !== 'desktop',
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    permissions,
  });
  if (token)
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
  return { context, page: await context.newPage() };
}

/**
 * Logs a new user in from the header on /home the way the context's login dialog leads: 微信一键登录 inside
 * WeChat, the phone number in another phone browser, the WeChat QR on a desktop (at desktop width, where a desktop
 * browser's dialog is met; the page is back at 390 px afterwards). Returns the session's token.
 */
export async function logInThere(where: Where, page: Page, request: APIRequestContext): Promise<string> {
  const captcha = trackCaptcha(page);
  if (where === 'desktop') await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/home');
  // A loaded machine may take a while for the first page's chunks.
  await expect(page.getByRole('button', { name: /^登\s*录$/ })).toBeVisible({ timeout: 40_000 });
  const dialog = await openLoginFromHeader(page);
  if (where === 'wechat') {
    await expectLeadingTab(dialog, ['微信登录', '手机登录']);
    await logInWithOneTap(page, request, captcha);
  } else if (where === 'phone') {
    await expectLeadingTab(dialog, ['手机登录', '微信登录']);
    await logInOnPhoneTab(page, request, captcha);
  } else {
    await expectLeadingTab(dialog, ['微信登录', '手机登录']);
    await logInByWechatScan(page, request, captcha);
  }
  await expect(page.getByRole('button', { name: '打开个人菜单' })).toBeVisible({ timeout: 40_000 });
  if (where === 'desktop') await page.setViewportSize(VIEWPORTS.phone);
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  expect(token).toBeTruthy();
  return token!;
}

/** Dialogs fade in; a screenshot taken at once catches them half transparent. */
export const settle = (page: Page) => page.waitForTimeout(450);

/**
 * Pays in the dialog the way the context does, checking that the cashier asks for the price the dialog showed;
 * ends on the page the buyer is back on.
 */
export async function payThere(
  where: Where,
  page: Page,
  context: BrowserContext,
  name: string,
  method: 'wechat' | 'alipay',
  price: string,
) {
  const dialog = page.getByRole('dialog').first();
  if (where === 'desktop') {
    await expect(dialog.getByRole('button', { name: /微信支付/ })).toHaveCount(0);
    if (method === 'alipay') await dialog.getByText('支付宝').click();
    const cashier = await openCashier(context, dialog);
    await expect(cashier.locator('.amount')).toHaveText(price);
    await cashier.getByRole('button', { name: '支付' }).click();
    await expect(cashier.getByText('支付成功，可以回到原页面查看')).toBeVisible();
    await cashier.close();
    return;
  }
  await expect(dialog.getByTestId('pay-qr')).toHaveCount(0);
  if (where === 'wechat') {
    // Only WeChat Pay inside WeChat: it blocks Alipay.
    await expect(dialog.getByTestId('phone-pay-alipay_wap')).toHaveCount(0);
    await settle(page);
    await snap(page, `phone-pay-${name}-dialog-wechat`);
    // WeChat's silent authorisation (sandbox), back to the result page, which resumes the JSAPI payment; in
    // demo mode that opens the sandbox's stand-in for the pay sheet, as it would in a real WeChat app.
    await dialog.getByTestId('phone-pay-wechat_jsapi').click();
  } else {
    await expect(dialog.getByTestId('phone-pay-wechat_h5')).toBeVisible();
    await settle(page);
    await snap(page, `phone-pay-${name}-dialog-phone`);
    await dialog.getByTestId(method === 'wechat' ? 'phone-pay-wechat_h5' : 'phone-pay-alipay_wap').click();
  }
  await page.waitForURL(/\/api\/pay\/sandbox\/jump\?/, { timeout: 40_000 });
  await expect(page.getByRole('button', { name: '确认支付' })).toBeVisible();
  await expect(page.getByTestId('jump-amount')).toHaveText(price);
  // Inside WeChat it is always WeChat Pay.
  await expect(page.locator('header')).toHaveText(where === 'wechat' || method === 'wechat' ? /微信支付/ : /支付宝/);
  await snap(page, `phone-pay-${name}-jump-${where}`);
  await page.getByRole('button', { name: '确认支付' }).click();
  await page.waitForURL(/\/pay\/result\?orderNo=/, { timeout: 40_000 });
}
