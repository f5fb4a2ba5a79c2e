import { expect, test, type Page } from '@playwright/test';
import { LOGIN_TITLE } from '../support/login';
import { VIEWPORTS } from '../support/screenshots';
import { loginAs } from '../support/session';
import { expectTapTargets } from '../support/tap-targets';

/**
 * Every tap target on the phone pages is at least 44×44 px (WCAG 2.5.5, Apple's and Android's guidance), a link
 * inside a sentence excepted; each check prints the smaller ones with their sizes.
 */
test.use({ viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true });
// Many pages in one test: generous for a loaded machine.
test.setTimeout(240_000);

/** Dialogs, drawers and menus while they open are half drawn: measured once their animation has ended. */
async function settled(page: Page) {
  await expect(page.locator('[class*="ant-zoom-"], [class*="ant-fade-"], [class*="ant-slide-"]')).toHaveCount(0);
}

const OVERLAY = '.ant-modal-wrap, .ant-drawer-content-wrapper, .ant-dropdown';

test('a visitor: the first screen and the login dialog', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('button', { name: '发送' })).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();
  await expectTapTargets(page, '/home (visitor)');

  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page.getByRole('dialog', { name: LOGIN_TITLE }).getByRole('img', { name: /图形验证码/ })).toBeVisible();
  await settled(page);
  await expectTapTargets(page, 'the login dialog', OVERLAY);
});

test('a user: home, drawer, personal menu, an answer and its actions', async ({ page, request }) => {
  await loginAs(page, request);
  await page.goto('/home');
  await expect(page.getByRole('button', { name: '打开个人菜单' })).toBeVisible();
  await expect(page.getByTestId('chat-count')).toBeVisible();
  await expectTapTargets(page, '/home (user)');

  await page.getByRole('button', { name: '展开或收起侧边栏' }).click();
  await expect(page.locator('.ant-drawer-content-wrapper')).toBeVisible();
  await settled(page);
  await expectTapTargets(page, 'the navigation drawer', OVERLAY);
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-drawer-content-wrapper')).toBeHidden();

  await page.getByRole('button', { name: '打开个人菜单' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await settled(page);
  await expectTapTargets(page, 'the personal menu', OVERLAY);
  await page.keyboard.press('Escape');

  await page.getByRole('textbox', { name: /输入你的问题/ }).fill('考研还是就业，我应该怎么选？');
  await page.getByRole('button', { name: '发送' }).click();
  const answer = page.getByTestId('chat-answer').last();
  await expect(answer.getByRole('button', { name: '复制' })).toBeVisible({ timeout: 60_000 });
  await expectTapTargets(page, 'the chat with an answer');
});

test('a user: the test, the market and the personal pages', async ({ page, request }) => {
  await loginAs(page, request);
  const pages: [string, string][] = [
    ['/surveyTest', '开始测评'],
    ['/market', '职业规划'],
    ['/personal/info', '申请注销'],
    ['/personal/systemMessage', '全部已读'],
    ['/personal/member', '开 通'],
    ['/personal/referralBonus', '复制链接'],
    ['/personal/myCoupons', '可使用'],
    ['/personal/helpFeedback', '提交反馈'],
  ];
  for (const [path, shown] of pages) {
    await page.goto(path);
    await expect(page.getByText(shown, { exact: true }).first()).toBeVisible({ timeout: 40_000 });
    await expectTapTargets(page, path);
  }

  // The test's first question, as a student answers it.
  await page.goto('/surveyTest');
  await page.getByRole('link', { name: '开始测评' }).first().click();
  await expect(page).toHaveURL(/q=1$/);
  await expect(page.getByRole('button', { name: '非常喜欢', exact: true })).toBeVisible({ timeout: 40_000 });
  await expectTapTargets(page, 'a question of the test');

  // The pay dialog of a membership.
  await page.goto('/personal/member');
  await page
    .getByRole('article', { name: '进阶会员' })
    .getByRole('button', { name: /开\s?通/ })
    .click();
  await expect(page.getByRole('dialog').filter({ hasText: '会员权益立即生效' })).toBeVisible();
  await settled(page);
  await expectTapTargets(page, 'the membership pay dialog', OVERLAY);
});
