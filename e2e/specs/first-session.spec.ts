import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logInOnPhoneTab, trackCaptcha } from '../support/login';
import { loginAs } from '../support/session';
import { snap, VIEWPORTS } from '../support/screenshots';

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323b) NetType/WIFI Language/zh_CN';

const tourPopover = (page: Page) => page.locator('.driver-popover');
const profileDialog = (page: Page) => page.locator('.profile-collection-modal');
const questionBox = (page: Page) => page.getByRole('textbox', { name: /输入你的问题/ });
const sendButton = (page: Page) => page.getByRole('button', { name: '发送' });

/** Waits out the tour's and antd's animations, so a screenshot shows one steady view. */
async function steadySnap(page: Page, name: string) {
  await page.waitForTimeout(600);
  await expect(page.locator('[class*="ant-zoom-"], [class*="ant-fade-"], [class*="ant-move-"]')).toHaveCount(0);
  await snap(page, name);
}

async function askAndWait(page: Page, question: string) {
  await questionBox(page).fill(question);
  await questionBox(page).press('Enter');
  await expect(page.getByTestId('chat-question').last()).toHaveText(question);
  await expect(sendButton(page)).toBeVisible({ timeout: 60_000 });
}

/** The element's box lies inside the viewport and is drawn (not in a closed drawer, not zero-sized). */
async function onScreen(page: Page, selector: string) {
  const box = await page.locator(selector).boundingBox();
  const viewport = page.viewportSize()!;
  expect(box).not.toBeNull();
  expect(box!.width).toBeGreaterThan(0);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
  await expect(page.locator(selector)).toBeVisible();
}

async function headerPhoneLogin(page: Page, request: APIRequestContext) {
  const captcha = trackCaptcha(page);
  await page.goto('/home');
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await logInOnPhoneTab(page, request, captcha);
}

test.describe('the first session', () => {
  test.setTimeout(180_000);

  test('a new phone user asks within 5 s of logging in; the tour and the profile pop-up come after the answer', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await headerPhoneLogin(page, request);
    const loggedInAt = Date.now();
    // The needs survey belongs to the login (SPEC §2 dialog 11) and leaves in one tap.
    const survey = page.getByRole('dialog', { name: '需求调研' });
    await survey.getByRole('button', { name: /^跳\s*过$/ }).click();
    await expect(survey).toBeHidden();
    await questionBox(page).fill('我是大三学生，适合做产品经理吗？');
    // Nothing is stacked in front of the box: no tour, no profile pop-up.
    await expect(tourPopover(page)).toHaveCount(0);
    await expect(profileDialog(page)).toHaveCount(0);
    await questionBox(page).press('Enter');
    await expect(page.getByTestId('chat-question')).toHaveText('我是大三学生，适合做产品经理吗？');
    // The goal is 5 s (login, the page's reload, one tap on the survey, typing). What would break it outright, an
    // overlay in front of the box, is checked above; the time itself depends on the machine, so it is reported.
    test.info().annotations.push({ type: 'login to question sent (ms)', description: String(Date.now() - loggedInAt) });
    // While the answer is written nothing opens over it.
    await expect(tourPopover(page)).toHaveCount(0);
    await expect(profileDialog(page)).toHaveCount(0);
    await snap(page, 'first-session-asking-phone');
    await expect(sendButton(page)).toBeVisible({ timeout: 60_000 });

    // The answer has finished: the count is the server's, with the way to more chats on the phone too.
    await expect(page.getByTestId('chat-count')).toContainText('剩 9 次');
    await expect(page.getByRole('button', { name: '获取更多次数' })).toBeVisible();

    // Then the tour; its second step points at the menu button, which is on screen (the nav is in the drawer).
    await expect(tourPopover(page)).toBeVisible();
    await expect(profileDialog(page)).toHaveCount(0);
    await steadySnap(page, 'first-session-tour-step1-phone');
    await tourPopover(page).getByRole('button', { name: '下一步' }).click();
    await expect(tourPopover(page)).toContainText('左上角的菜单');
    await onScreen(page, '[data-tour="nav-menu"]');
    await steadySnap(page, 'first-session-tour-step2-phone');
    await tourPopover(page).getByRole('button', { name: '完成' }).click();
    await expect(tourPopover(page)).toHaveCount(0);

    // Last, the profile pop-up.
    await expect(profileDialog(page).getByText('你目前处于哪个阶段？')).toBeVisible();
    await steadySnap(page, 'first-session-profile-phone');
    await profileDialog(page).locator('.ant-modal-close').click();
    await expect(profileDialog(page)).toBeHidden();
  });

  test('the tour leaves in one tap from its first step', async ({ page, request }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await loginAs(page, request, { nickname: '小陈', firstVisit: true });
    await page.goto('/home');
    await askAndWait(page, '简历怎么写？');
    await expect(tourPopover(page)).toBeVisible();
    await tourPopover(page).getByRole('button', { name: '跳过引导' }).click();
    await expect(tourPopover(page)).toHaveCount(0);
    await expect(profileDialog(page).getByText('你目前处于哪个阶段？')).toBeVisible();
  });

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test(`a visitor's used-up day is a friendly login prompt, the question kept (${size})`, async ({ browser }) => {
      const context = await browser.newContext({
        viewport,
        ...(size === 'phone' ? { userAgent: WECHAT_UA } : {}),
      });
      const page = await context.newPage();
      const toasts: string[] = [];
      await page.goto('/home');
      for (let i = 1; i <= 3; i++) await askAndWait(page, `第${i}个问题：怎么准备面试？`);
      await questionBox(page).fill('第四个问题：考研还是就业？');
      await questionBox(page).press('Enter');
      const prompt = page.getByTestId('visitor-limit');
      await expect(prompt).toBeVisible();
      await expect(prompt).toContainText('登录后就能接着问');
      await expect(questionBox(page)).toHaveValue('第四个问题：考研还是就业？');
      // No red error toast.
      for (const t of await page.locator('.ant-message-error').allInnerTexts()) toasts.push(t);
      expect(toasts).toEqual([]);
      await steadySnap(page, `first-session-visitor-limit-${size}`);
      await prompt.getByRole('button', { name: '登录继续' }).click();
      const dialog = page.getByRole('dialog', { name: /你好，很高兴认识你/ });
      await expect(dialog).toBeVisible();
      await steadySnap(page, `first-session-login-greeting-${size}`);
      await context.close();
    });
  }
});
