import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';

/** The sandbox cashier page the QR of the dialog encodes (the code URL is on data-code-url). */
export async function openCashier(context: BrowserContext, dialog: Locator): Promise<Page> {
  const qr = dialog.getByTestId('pay-qr');
  await expect(qr).toHaveAttribute('data-code-url', /^https?:\/\//);
  const url = (await qr.getAttribute('data-code-url'))!;
  const cashier = await context.newPage();
  await cashier.goto(url);
  await expect(cashier.getByRole('heading', { name: '模拟收银台' })).toBeVisible();
  return cashier;
}

export const payDialog = (page: Page) => page.getByRole('dialog').filter({ has: page.getByText('扫码支付') });

/** A membership order (the first plan) opened through the API for the session's user, as the member dialog does. */
export async function openMembershipOrder(request: APIRequestContext, token: string): Promise<string> {
  const opened = await request.get('/api/user/lucinaUserCoupon/openMembership?openType=1&membershipPlanId=1', {
    headers: { authorization: token },
  });
  return ((await opened.json()).data as { orderNo: string }).orderNo;
}
