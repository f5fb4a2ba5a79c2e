import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { openCashier, payDialog } from '../support/payments';
import { snap } from '../support/screenshots';
import { createSession, loginAs, TOKEN_KEY } from '../support/session';

/** The console in a browser of its own, signed in as an admin (the role `npm run admin -- grant` gives). */
async function openConsole(browser: Browser, request: APIRequestContext, path: string) {
  const { token } = await createSession(request, { nickname: '管理员小周', role: 'admin' });
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

test.describe('operator console', () => {
  test.setTimeout(120_000);

  test('an admin replies to a feedback and the user reads the reply in 消息中心', async ({
    page,
    request,
    browser,
  }) => {
    await loginAs(page, request, { nickname: '提建议的小韩' });
    await page.goto('/personal/helpFeedback');
    await page.getByRole('combobox').click();
    await page.locator('.ant-select-item-option').first().click();
    await page.getByRole('textbox', { name: '反馈内容' }).fill('希望测评报告可以导出成图片，方便分享给朋友。');
    await page.getByRole('button', { name: '提交反馈' }).click();
    await expect(page.getByText('反馈已提交，感谢你的建议')).toBeVisible();

    const console = await openConsole(browser, request, '/admin/feedback');
    const row = console.getByRole('row').filter({ hasText: '希望测评报告可以导出成图片' });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await row.getByRole('button', { name: '查看' }).click();
    const drawer = console.getByRole('dialog');
    await drawer
      .getByPlaceholder('回复内容会以系统消息发送给用户')
      .fill('感谢建议！图片导出已在排期中，预计下个版本上线。');
    await drawer.getByRole('button', { name: '发送回复' }).click();
    await expect(console.getByText('回复已发送')).toBeVisible();
    await expect(drawer.getByText('感谢建议！图片导出已在排期中')).toBeVisible();
    await console.context().close();

    await page.goto('/personal/systemMessage');
    await page.getByRole('button', { name: /你的反馈有了回复/ }).click();
    await expect(page).toHaveURL(/systemMessageDetail\?id=/);
    await expect(page.getByText('图片导出已在排期中，预计下个版本上线')).toBeVisible();
    await expect(page.getByText(/关于你反馈的「希望测评报告可以导出成图片/)).toBeVisible();
  });

  test('a user pays at the sandbox cashier, an admin refunds the order, and the user is told and back to ordinary', async ({
    page,
    context,
    request,
    browser,
  }) => {
    const buyer = await loginAs(page, request, { nickname: '要退款的小沈' });
    await page.goto('/personal/member');
    await page
      .getByRole('article', { name: '基础会员' })
      .getByRole('button', { name: /开\s?通/ })
      .click();
    const cashier = await openCashier(context, payDialog(page));
    await cashier.getByRole('button', { name: '支付' }).click();
    await expect(cashier.getByText('支付成功，可以回到原页面查看')).toBeVisible();
    await cashier.close();
    await expect(page.getByRole('dialog').filter({ hasText: '开启你的职业规划之旅' })).toBeVisible();

    const console = await openConsole(browser, request, `/admin/orders?keyword=${buyer.userId}`);
    const row = console.getByRole('row').filter({ hasText: '要退款的小沈' });
    // The first console page downloads the console's chunk: allow it the time a loaded machine takes.
    await expect(row.getByText('已支付')).toBeVisible({ timeout: 30_000 });
    await row.getByRole('button', { name: '详情' }).click();
    const drawer = console.getByRole('dialog').filter({ hasText: '付款记录' });
    await expect(drawer.getByText('已开通权益')).toBeVisible();
    await drawer.getByRole('button', { name: /退\s?款/ }).click();
    const confirm = console.getByRole('dialog').filter({ hasText: '原路退款' });
    // The new member's welcome coupon (8折) was applied by default: ¥29.90 paid as ¥23.92.
    await expect(confirm.getByText(/将把 ¥23.92 全额原路退回用户的微信支付账户/)).toBeVisible();
    await confirm.getByRole('textbox').fill('用户误购，协商退款');
    await snap(console, 'admin-refund-dialog');
    await confirm.getByRole('button', { name: '确认退款' }).click();
    // WeChat Pay confirms by notification; the drawer reads the order again until it has.
    await expect(drawer.getByText('已退款')).toBeVisible({ timeout: 20_000 });
    await expect(drawer.getByText('会员 1 级会员至')).toBeVisible();
    await snap(console, 'admin-order-refunded');
    await console.context().close();

    await page.goto('/personal/systemMessage');
    await page.getByRole('button', { name: /退款成功/ }).click();
    await expect(page.getByText(/已退款 23\.92 元，款项将原路退回你的微信账户/)).toBeVisible();
    await expect(page.getByText('该订单开通的会员权益已收回，账户已恢复为普通用户。')).toBeVisible();
    await page.goto('/personal/member');
    await expect(page.getByTestId('member-level-name')).toHaveText('普通用户');
  });

  test('an admin creates a coupon template, issues it to a user, and the user finds it in 我的优惠券', async ({
    page,
    request,
    browser,
  }) => {
    const user = await loginAs(page, request, { nickname: '等优惠券的小林' });
    const name = `回访券${Date.now() % 10_000}`;

    const console = await openConsole(browser, request, '/admin/coupons');
    await console.getByRole('button', { name: '新建模板' }).click({ timeout: 30_000 });
    const form = console.getByRole('dialog').filter({ hasText: '新建优惠券模板' });
    await form.getByRole('textbox', { name: '名称' }).fill(name);
    await form.getByRole('spinbutton', { name: /折扣/ }).fill('7');
    await form.getByRole('button', { name: /保\s?存/ }).click();
    await expect(console.getByText('已保存')).toBeVisible();

    const row = console.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: /发\s?放/ }).click();
    const issue = console.getByRole('dialog').filter({ hasText: `发放「${name}」` });
    await issue.getByRole('textbox', { name: /用户 ID/ }).fill(user.userId);
    await issue.getByRole('button', { name: '确认发放' }).click();
    await expect(console.getByText('已发放 1 张')).toBeVisible();
    await console.getByRole('tab', { name: '发放记录' }).click();
    await expect(console.getByRole('row').filter({ hasText: name })).toContainText('用户：等优惠券的小林');
    await console.context().close();

    await page.goto('/personal/myCoupons');
    await expect(page.getByText(name)).toBeVisible();
  });

  test('an admin sees a user’s answers in 模型用量 and prices the model', async ({ request, browser }) => {
    const user = await createSession(request, { nickname: '问了问题的小陈' });
    const asked = await request.post('/api/ai/conversation/directMessage', {
      headers: { authorization: user.token },
      data: { messageContent: '计算机专业适合做什么工作？', modelCode: 1 },
    });
    expect(asked.ok()).toBe(true);
    await asked.body();

    const console = await openConsole(browser, request, '/admin/usage');
    const models = console.locator('.ant-card').filter({ hasText: '按模型' });
    const offline = models.getByRole('row').filter({ hasText: '离线助手' });
    await expect(offline).toContainText('未设价', { timeout: 30_000 });
    await expect(console.locator('.ant-card').filter({ hasText: '用量最多的用户' })).toContainText('问了问题的小陈');

    await console.getByRole('button', { name: /添加模型价格/ }).click();
    const dialog = console.getByRole('dialog');
    await dialog.getByLabel('模型名').fill('offline');
    await dialog.getByLabel('输入价格（元/百万 token）').fill('1');
    await dialog.getByLabel('输出价格（元/百万 token）').fill('2');
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    await expect(console.getByText('价格已保存')).toBeVisible();
    // Priced now: the row shows an amount instead of 未设价.
    await expect(offline).toContainText('¥');
    await expect(offline).not.toContainText('未设价');
    await snap(console, 'admin-usage');
  });
});
