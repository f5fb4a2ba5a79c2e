import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const LOGIN_TITLE = /你好，很高兴认识你/;
/** The dialog a new WeChat identity meets before its account exists. */
export const BIND_TITLE = /Just one step! Please bind your phone/;

let serial = 0;
/** A fresh 11-digit phone (1, 3-9, nine digits) per call, so runs and tests never share an account. */
export const freshPhone = () => `139${String((Date.now() + serial++) % 100_000_000).padStart(8, '0')}`;
export const freshName = (prefix: string) => `${prefix}${(Date.now() + serial++) % 100_000}`;

/** Remembers the uuid of the latest captcha image the page loaded. */
export function trackCaptcha(page: Page) {
  let latest: string | null = null;
  page.on('response', (res) => {
    if (!res.url().includes('/api/user/login/captchaImage') || !res.ok()) return;
    void res
      .json()
      .then((body: { data: { uuid: string } }) => (latest = body.data.uuid))
      .catch(() => undefined);
  });
  return {
    reset: () => (latest = null),
    /** The answer of the image on screen, from the test-only route. */
    async answer(request: APIRequestContext): Promise<string> {
      await expect.poll(() => latest).not.toBeNull();
      const res = await request.get(`/api/__test__/captcha?uuid=${latest}`);
      expect(res.ok()).toBe(true);
      return ((await res.json()) as { data: { answer: string } }).data.answer;
    },
  };
}

/** The code the console outbox last sent to a phone or email. */
export async function outboxCode(request: APIRequestContext, target: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/__test__/outbox/latest?target=${encodeURIComponent(target)}`);
      if (!res.ok()) return '';
      code = ((await res.json()) as { data: { code: string } }).data.code;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** The sandbox's stand-in for WeChat's QR login, inside the dialog's WeChat tab or the login page. */
export const wechatFrame = (scope: Page | Locator) => scope.frameLocator('iframe[title="微信扫码登录"]');

/** Opens the login dialog from the header's 登录 button once it has finished opening. */
export async function openLoginFromHeader(page: Page) {
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  const dialog = page.getByRole('dialog', { name: LOGIN_TITLE });
  await expect(dialog).toBeVisible();
  await expect(page.locator('[class*="ant-zoom-"], [class*="ant-fade-"]')).toHaveCount(0);
  return dialog;
}

/** Asserts the dialog's tabs in order, the first one selected: the way in this screen leads with. */
export async function expectLeadingTab(dialog: Locator, tabs: string[]) {
  await expect(dialog.getByRole('tab', { name: tabs[0] })).toHaveAttribute('aria-selected', 'true');
  expect(await dialog.getByRole('tab').allTextContents()).toEqual(tabs);
}

export function field(scope: Locator, name: string) {
  return scope.getByRole('textbox', { name, exact: true });
}

/** Binds a fresh phone in the bind dialog (captcha, code from the outbox) and submits it; returns the phone. */
export async function bindFreshPhone(
  bind: Locator,
  request: APIRequestContext,
  captcha: ReturnType<typeof trackCaptcha>,
): Promise<string> {
  const phone = freshPhone();
  await field(bind, '手机号').fill(phone);
  await field(bind, '图形验证码').fill(await captcha.answer(request));
  await bind.getByRole('button', { name: '获取验证码' }).click();
  await field(bind, '验证码').fill(await outboxCode(request, phone));
  await bind.getByRole('button', { name: '绑定并登录' }).click();
  return phone;
}

/** Fills the phone tab up to a sent code and returns the code from the outbox. */
export async function sendCodeOnPhoneTab(
  dialog: Locator,
  request: APIRequestContext,
  captcha: ReturnType<typeof trackCaptcha>,
  username: string,
) {
  await field(dialog, '手机号或邮箱').fill(username);
  await field(dialog, '图形验证码').fill(await captcha.answer(request));
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(dialog.getByRole('button', { name: /\d+s后重发/ })).toBeDisabled();
  return outboxCode(request, username.toLowerCase());
}

/**
 * Opens a tab of the login dialog. A click that lands while the dialog is still opening can be lost (seen once
 * in a loaded CI run: the click was performed, the tab stayed unselected), so the click is repeated until the
 * tab says it is selected; what the test checks next still has to happen.
 */
export async function chooseTab(dialog: Locator, name: string) {
  const tab = dialog.getByRole('tab', { name });
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 2000 });
  }).toPass();
}

/** Logs in on the login dialog's phone tab as a new phone user; resolves once the dialog closes. */
export async function logInOnPhoneTab(
  page: Page,
  request: APIRequestContext,
  captcha: ReturnType<typeof trackCaptcha>,
) {
  const dialog = page.getByRole('dialog', { name: LOGIN_TITLE });
  await chooseTab(dialog, '手机登录');
  const code = await sendCodeOnPhoneTab(dialog, request, captcha, freshPhone());
  await field(dialog, '验证码').fill(code);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(dialog).toBeHidden();
}

/** 微信一键登录 inside WeChat's browser: the sandbox's authorisation page, 允许, then a fresh phone to bind. */
export async function logInWithOneTap(
  page: Page,
  request: APIRequestContext,
  captcha: ReturnType<typeof trackCaptcha>,
) {
  await page.getByRole('dialog', { name: LOGIN_TITLE }).getByRole('button', { name: '微信一键登录' }).click();
  await expect(page).toHaveURL(/\/api\/user\/login\/wechat\/mp\/sandbox\?state=/);
  await page.getByRole('button', { name: '允许' }).click();
  await bindFreshPhone(page.getByRole('dialog', { name: BIND_TITLE }), request, captcha);
}

/** The website's WeChat QR login as the sandbox offers it: 模拟扫码登录 as a new WeChat user, then a phone to bind. */
export async function logInByWechatScan(
  page: Page,
  request: APIRequestContext,
  captcha: ReturnType<typeof trackCaptcha>,
) {
  const frame = wechatFrame(page.getByRole('dialog', { name: LOGIN_TITLE }));
  await frame.getByRole('textbox', { name: '微信昵称' }).fill(freshName('微信用户'));
  await frame.getByRole('button', { name: '模拟扫码登录' }).click();
  await bindFreshPhone(page.getByRole('dialog', { name: BIND_TITLE }), request, captcha);
}

/**
 * Chooses 退出登录 in the avatar's personal menu and answers 退出 in its confirmation. The menu opens on hover as well
 * as on click on a desktop, and its code loads on the first one: in one loaded CI run the choice was clicked and no
 * confirmation ever showed. So the menu is opened and the choice made again until the confirmation is there; it
 * still has to appear.
 */
export async function logOutFromAvatarMenu(page: Page) {
  const confirm = page.getByRole('dialog').filter({ hasText: '确定要退出登录吗？' });
  await expect(async () => {
    if (await confirm.isVisible()) return;
    const item = page.getByRole('menuitem', { name: '退出登录' });
    if (!(await item.isVisible())) await page.getByRole('button', { name: '打开个人菜单' }).click({ timeout: 3000 });
    await item.click({ timeout: 3000 });
    await expect(confirm).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await confirm.getByRole('button', { name: /^退\s*出$/ }).click();
}
