import { expect, test } from '@playwright/test';
import { finishTestViaApi } from '../support/assessment';
import { AGENTS, logInThere, openIn, payThere, type Where } from '../support/phone';
import { openMembershipOrder } from '../support/payments';
import { snap, VIEWPORTS } from '../support/screenshots';
import { createSession, TOKEN_KEY } from '../support/session';

/**
 * Paying where the page is open (sandbox): inside WeChat by JSAPI, in another phone browser by jumping to
 * WeChat Pay or Alipay, on a desktop by QR, each at 390 px. The jump and JSAPI paths come back to the pay
 * result page, which waits for the provider's notification like the QR dialog. Each buyer is new and logs in
 * through the way that context's login dialog leads with.
 */
for (const where of Object.keys(AGENTS) as Where[]) {
  test.describe(`paying at 390 px in ${where === 'wechat' ? "WeChat's browser" : `a ${where} browser`}`, () => {
    // Several page loads and a payment round trip each: generous for a loaded machine.
    test.setTimeout(300_000);

    test('buys a membership and sees it in the member center and the messages', async ({ browser, request }) => {
      const { context, page } = await openIn(browser, where);
      await logInThere(where, page, request);
      await page.goto('/personal/member');
      // A loaded machine may take a while for the first page's chunks.
      await expect(page.getByTestId('member-level-name')).toHaveText('普通用户', { timeout: 40_000 });
      await page
        .getByRole('article', { name: '进阶会员' })
        .getByRole('button', { name: /开\s?通/ })
        .click();
      const dialog = page.getByRole('dialog').filter({ hasText: '会员权益立即生效' });
      // The best coupon applies, whichever way the order is paid, and that price is what is charged.
      await expect(dialog.getByTestId('pay-amount')).toHaveText('¥55.92');

      await payThere(where, page, context, 'member', 'alipay', '¥55.92');
      if (where === 'desktop') {
        const success = page.getByRole('dialog').filter({ hasText: '开启你的职业规划之旅' });
        await expect(success).toBeVisible();
        await success.locator('button.ant-btn').click();
      } else {
        const result = page.getByTestId('pay-result');
        await expect(result.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 40_000 });
        await expect(result.getByText('开启你的职业规划之旅')).toBeVisible();
        await snap(page, `phone-pay-member-result-${where}`);
        await result.getByRole('button').click();
      }
      await expect(page).toHaveURL(/\/personal\/member/);
      // The desktop dialog reloads the page: again generous for a loaded machine.
      await expect(page.getByTestId('member-level-name')).toHaveText('进阶会员', { timeout: 40_000 });
      await expect(page.getByRole('article', { name: '进阶会员' }).getByText('当前套餐')).toBeVisible();

      await page.goto('/personal/systemMessage');
      await expect(page.getByText('会员开通成功').first()).toBeVisible({ timeout: 40_000 });
      await context.close();
    });

    test('buys a single report and reads it in full', async ({ browser, request }) => {
      const { context, page } = await openIn(browser, where);
      const token = await logInThere(where, page, request);
      const recordId = await finishTestViaApi(request, token, { R: 5, I: 4, A: 1, S: 1, E: 2, C: 3 });
      await page.goto(`/surveyTest/surveyResult?recordId=${recordId}`);
      await page.getByRole('region', { name: '完整报告' }).getByRole('button', { name: '解锁完整报告 ¥19.9' }).click();
      await expect(page.getByRole('dialog').filter({ hasText: 'AI职业规划测评完整报告（1份）' })).toBeVisible();

      await payThere(where, page, context, 'single', 'wechat', '¥19.90');
      if (where === 'desktop') {
        const success = page.getByRole('dialog').filter({ hasText: '完整报告已解锁' });
        await expect(success).toBeVisible({ timeout: 15_000 });
        await success.getByRole('button', { name: '开始查看报告' }).click();
      } else {
        const result = page.getByTestId('pay-result');
        await expect(result.getByText('完整报告已解锁')).toBeVisible({ timeout: 40_000 });
        await snap(page, `phone-pay-single-result-${where}`);
        await result.getByRole('button', { name: '开始查看报告' }).click();
        await expect(page).toHaveURL(new RegExp(`/surveyTest/surveyResult\\?recordId=${recordId}`));
      }
      // The full report comes in a deferred render below the summary.
      await expect(page.getByRole('button', { name: '下载 PDF 报告' })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('heading', { name: '兴趣一致性' })).toBeVisible({ timeout: 40_000 });
      await expect(page.getByRole('button', { name: /解锁完整报告/ })).toHaveCount(0);
      await context.close();
    });
  });
}

test('the pay result page waits for the notification, and says so on a desktop too', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const { token } = await createSession(request, { nickname: '小等' });
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, userAgent: AGENTS.desktop });
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
  const page = await context.newPage();
  const headers = { authorization: token };
  const orderNo = await openMembershipOrder(request, token);
  // Back from a cashier without paying: the page keeps waiting; nothing is granted.
  await page.goto(`/pay/result?orderNo=${orderNo}`);
  await expect(page.getByText('正在确认支付结果…')).toBeVisible();
  await page.waitForTimeout(2500);
  await expect(page.getByText('正在确认支付结果…')).toBeVisible();
  await snap(page, 'phone-pay-result-waiting-desktop');
  // Paid meanwhile (the sandbox jump page's 确认支付): the page says so without a reload.
  const jump = await request.post('/api/pay/payForContext', { headers, data: { orderNo, payContext: 'wechat_h5' } });
  const url = ((await jump.json()).data as { url: string }).url;
  const other = await context.newPage();
  await other.goto(url);
  await other.getByRole('button', { name: '确认支付' }).click();
  // The jump page goes to the result page once the payment is confirmed; closing it before could cancel the request
  // (seen once under load: the notification never came).
  await other.waitForURL(/\/pay\/result\?orderNo=/, { timeout: 40_000 });
  await other.close();
  await expect(page.getByTestId('pay-result').getByRole('heading', { name: '支付成功' })).toBeVisible({
    timeout: 15_000,
  });
  await snap(page, 'phone-pay-result-paid-desktop');
  await context.close();
});
