import { expect, test } from '@playwright/test';
import {
  BIND_TITLE,
  bindFreshPhone,
  expectLeadingTab,
  LOGIN_TITLE,
  openLoginFromHeader,
  trackCaptcha,
} from '../support/login';

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323b) NetType/WIFI Language/zh_CN';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

test.describe('on a phone', () => {
  test.use(PHONE);

  test.describe('inside WeChat', () => {
    test.use({ userAgent: WECHAT_UA });

    test('微信一键登录 leads the dialog, comes back from the authorisation page, binds a phone and logs in', async ({
      page,
      request,
    }) => {
      const captcha = trackCaptcha(page);
      await page.goto('/home?tk=NOSUCHCODE');
      const dialog = await openLoginFromHeader(page);
      await expectLeadingTab(dialog, ['微信登录', '手机登录']);
      // No QR code here: it would be on the very phone that has to scan it.
      await expect(dialog.locator('iframe')).toHaveCount(0);

      await dialog.getByRole('button', { name: '微信一键登录' }).click();
      await expect(page).toHaveURL(/\/api\/user\/login\/wechat\/mp\/sandbox\?state=/);
      await page.getByRole('button', { name: '允许' }).click();

      // Back on the page it left, with the invite code; the ticket has left the address.
      await expect(page).toHaveURL(/\/home\?tk=NOSUCHCODE$/);
      const bind = page.getByRole('dialog', { name: BIND_TITLE });
      await expect(bind).toBeVisible();

      await bindFreshPhone(bind, request, captcha);
      await expect(page.getByText('登录成功')).toBeVisible();
      await expect(bind).toBeHidden();
      await expect(page.getByRole('button', { name: '打开个人菜单' })).toBeVisible();
    });

    test('a returning WeChat user logs in with one tap, without the bind dialog', async ({ page, request }) => {
      const captcha = trackCaptcha(page);
      await page.goto('/home');
      await (await openLoginFromHeader(page)).getByRole('button', { name: '微信一键登录' }).click();
      await page.getByRole('button', { name: '允许' }).click();
      const bind = page.getByRole('dialog', { name: BIND_TITLE });
      const phone = await bindFreshPhone(bind, request, captcha);
      await expect(page.getByRole('button', { name: '打开个人菜单' })).toBeVisible();

      // Another day, a clean browser: the same WeChat user taps once and is in.
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());
      await page.goto('/home');
      await (await openLoginFromHeader(page)).getByRole('button', { name: '微信一键登录' }).click();
      await expect(page).toHaveURL(/\/api\/user\/login\/wechat\/mp\/sandbox\?state=/);
      const state = new URL(page.url()).searchParams.get('state')!;
      // WeChat authorises a returning user silently; the sandbox page would make a new one, so the test route
      // answers as this account's WeChat user.
      const res = await request.post('/api/__test__/wechat-mp/return', { data: { state, phone } });
      expect(res.ok()).toBe(true);
      await page.goto(((await res.json()) as { data: { location: string } }).data.location);

      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole('button', { name: '打开个人菜单' })).toBeVisible();
      await expect(bind).toHaveCount(0);
      await expect(page.getByRole('dialog', { name: LOGIN_TITLE })).toHaveCount(0);
    });

    test('拒绝 on the authorisation page comes back to the dialog with the reason', async ({ page }) => {
      await page.goto('/home');
      const dialog = await openLoginFromHeader(page);
      await dialog.getByRole('button', { name: '微信一键登录' }).click();
      await page.getByRole('button', { name: '拒绝' }).click();
      await expect(page).toHaveURL(/\/home$/);
      const again = page.getByRole('dialog', { name: LOGIN_TITLE });
      await expect(again.getByText('你已取消微信授权，也可以用手机号登录')).toBeVisible();
    });
  });
});
