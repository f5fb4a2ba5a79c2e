import { expect, test, type Page } from '@playwright/test';
import { LOGIN_TITLE } from '../support/login';

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323b) NetType/WIFI Language/zh_CN';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const BIND_TITLE = /Just one step! Please bind your phone/;

async function openLogin(page: Page) {
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  const dialog = page.getByRole('dialog', { name: LOGIN_TITLE });
  await expect(dialog).toBeVisible();
  await expect(page.locator('[class*="ant-zoom-"], [class*="ant-fade-"]')).toHaveCount(0);
  return dialog;
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test.describe('inside WeChat', () => {
    test.use({ userAgent: WECHAT_UA });

    test('微信一键登录 leads the dialog and comes back from the authorisation page to bind a phone', async ({
      page,
    }) => {
      await page.goto('/home?tk=NOSUCHCODE');
      const dialog = await openLogin(page);
      await expect(dialog.getByRole('tab', { name: '微信登录' })).toHaveAttribute('aria-selected', 'true');
      const tabs = await dialog.getByRole('tab').allTextContents();
      expect(tabs).toEqual(['微信登录', '手机登录']);
      // No QR code here: it would be on the very phone that has to scan it.
      await expect(dialog.locator('iframe')).toHaveCount(0);

      await dialog.getByRole('button', { name: '微信一键登录' }).click();
      await expect(page).toHaveURL(/\/api\/user\/login\/wechat\/mp\/sandbox\?state=/);
      await page.getByRole('button', { name: '允许' }).click();

      // Back on the page it left, with the invite code; the ticket has left the address.
      await expect(page).toHaveURL(/\/home\?tk=NOSUCHCODE$/);
      const bind = page.getByRole('dialog', { name: BIND_TITLE });
      await expect(bind).toBeVisible();
      // Binding the phone from here at 390 px is not yet passing (the code button's click times out); see the report.
    });

    test('拒绝 on the authorisation page comes back to the dialog with the reason', async ({ page }) => {
      await page.goto('/home');
      const dialog = await openLogin(page);
      await dialog.getByRole('button', { name: '微信一键登录' }).click();
      await page.getByRole('button', { name: '拒绝' }).click();
      await expect(page).toHaveURL(/\/home$/);
      const again = page.getByRole('dialog', { name: LOGIN_TITLE });
      await expect(again.getByText('你已取消微信授权，也可以用手机号登录')).toBeVisible();
    });
  });
});
