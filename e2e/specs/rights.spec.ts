import { expect, test, type Page, type APIRequestContext } from '@playwright/test';
import {
  chooseTab,
  field,
  freshPhone,
  LOGIN_TITLE,
  outboxCode,
  sendCodeOnPhoneTab,
  trackCaptcha,
} from '../support/login';
import { loginAs } from '../support/session';

/** Logs in on the header's login dialog with `phone`. */
async function phoneLogin(page: Page, request: APIRequestContext, phone: string) {
  const captcha = trackCaptcha(page);
  await page.goto('/home');
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  const dialog = page.getByRole('dialog', { name: LOGIN_TITLE });
  await chooseTab(dialog, '手机登录');
  const code = await sendCodeOnPhoneTab(dialog, request, captcha, phone);
  await field(dialog, '验证码').fill(code);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(dialog).toBeHidden();
}

test.describe("users' rights", () => {
  test('cancel from 个人信息 with a code, logged out; logging in again within the cooling-off period withdraws', async ({
    page,
    request,
  }) => {
    // Two logins and a cancellation: on a loaded machine this outlasts the default per-test budget.
    test.setTimeout(240_000);
    const phone = freshPhone();
    await phoneLogin(page, request, phone);
    // A first login's welcome steps belong to other tests: marked done, as finishing them would.
    const token = await page.evaluate(() => localStorage.getItem('lucina_token'));
    const info = await request.get('/api/user/lucinaUser/getLucinaInfo', { headers: { authorization: token! } });
    const userId = ((await info.json()) as { data: { id: string } }).data.id;
    const done = await request.post('/api/user/lucinaUser/updateInfo', {
      headers: { authorization: token! },
      data: { id: userId, bootState: '1', infoCollectionState: '2', tagiSCollect: 2 },
    });
    expect(done.ok()).toBe(true);
    await page.goto('/personal/info');
    await page.getByRole('button', { name: '申请注销' }).click();
    const dialog = page.getByRole('dialog', { name: '注销账号' });
    await expect(dialog.getByText('注销后，以下内容将被删除且无法恢复')).toBeVisible();
    await expect(dialog.getByText(/验证码将发送至 139\*{4}\d{4}/)).toBeVisible();
    const submit = dialog.getByRole('button', { name: '确认注销' });
    await expect(submit).toBeDisabled();

    await dialog.getByRole('button', { name: '获取验证码' }).click();
    const cancelCodeSentAt = Date.now();
    await expect(dialog.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
    await dialog.getByRole('textbox', { name: '6 位验证码' }).fill(await outboxCode(request, phone));
    await dialog.getByRole('checkbox').check();
    await submit.click();
    await expect(page.getByText('注销申请已提交，账号已退出登录')).toBeVisible();
    await expect(page).toHaveURL(/\/home/);
    await expect(page.getByRole('button', { name: /^登\s*录$/ })).toBeVisible();
    // One code per number per minute: the login's code waits until the cancel code's minute has passed.
    await page.waitForTimeout(Math.max(0, 61_000 - (Date.now() - cancelCodeSentAt)));

    await phoneLogin(page, request, phone);
    const pending = page.getByRole('dialog', { name: '账号正在注销中' });
    // The gate loads after the user's info, in a chunk of its own: slow on a loaded machine.
    await expect(pending).toBeVisible({ timeout: 30_000 });
    // It cannot be dismissed by Escape: withdrawing or logging out are the only ways on.
    await page.keyboard.press('Escape');
    await expect(pending).toBeVisible();
    await pending.getByRole('button', { name: '撤回注销申请' }).click();
    await expect(pending).toBeHidden();
    await expect(page.getByText('已撤回注销申请，欢迎回来')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: '打开个人菜单' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: '账号正在注销中' })).toHaveCount(0);
  });

  test('a changed agreement asks for consent once, and only logging out skips it', async ({ page, request }) => {
    await loginAs(page, request, { consented: false });
    await page.goto('/home');
    const dialog = page.getByRole('dialog', { name: '用户协议与隐私政策已更新' });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByRole('link', { name: '《Lucina 用户服务协议》' })).toHaveAttribute(
      'href',
      '/single/agreement',
    );
    await dialog.getByRole('button', { name: '同意并继续' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('button', { name: '打开个人菜单' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: '用户协议与隐私政策已更新' })).toHaveCount(0);
  });
});
