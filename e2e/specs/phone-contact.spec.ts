import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { finishTestViaApi } from '../support/assessment';
import { openIn, payThere, settle, type Where } from '../support/phone';
import { snap } from '../support/screenshots';
import { createSession } from '../support/session';

/**
 * Reaching a person from a phone at 390 px: the QR on the phone's own screen cannot be scanned, so the
 * customer-service dialog (咨询老师) and the gift QR after buying a single report offer 长按识别 inside WeChat,
 * and 保存图片 plus the operator's WeChat ID to copy in another phone browser.
 */
const WECHAT_ID = 'lucina_kefu';

/** Sets the customer-service WeChat ID as an operator would; returns how to put the links back as they were. */
async function setSupportWechatId(request: APIRequestContext, wechatId: string) {
  const { token } = await createSession(request, { nickname: '运营', role: 'operator' });
  const headers = { authorization: token };
  const site = (await (await request.get('/api/admin/site', { headers })).json()).data as {
    links: Record<string, string>;
    customized: string[];
  };
  const saved = await request.post('/api/admin/site/save', {
    headers,
    data: { section: 'links', value: { ...site.links, supportWechatId: wechatId } },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return async () => {
    const restored = site.customized.includes('links')
      ? await request.post('/api/admin/site/save', { headers, data: { section: 'links', value: site.links } })
      : await request.post('/api/admin/site/reset', { headers, data: { section: 'links' } });
    expect(restored.ok(), await restored.text()).toBe(true);
  };
}

async function openConsult(page: Page) {
  await page.goto('/retain/capital?id=10');
  // A loaded machine may take a while for the first page's chunks.
  await expect(page.getByRole('heading', { name: '考研全程备考规划' })).toBeVisible({ timeout: 40_000 });
  await page.getByRole('button', { name: '咨询老师' }).click();
  const dialog = page.getByRole('dialog', { name: '联系专属顾问' });
  await expect(dialog.getByRole('img', { name: '专属顾问二维码' })).toBeVisible();
  return dialog;
}

/** Buys the single report the way the phone does; ends on the pay result page with the gift QR. */
async function buySingle(where: Where, page: Page, request: APIRequestContext, token: string) {
  const recordId = await finishTestViaApi(request, token, { R: 5, I: 4, A: 1, S: 1, E: 2, C: 3 });
  await page.goto(`/surveyTest/surveyResult?recordId=${recordId}`);
  await page.getByRole('region', { name: '完整报告' }).getByRole('button', { name: '解锁完整报告 ¥19.9' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: 'AI职业规划测评完整报告（1份）' })).toBeVisible();
  await payThere(where, page, page.context(), `contact-single-${where}`, 'wechat', '¥19.90');
  const result = page.getByTestId('pay-result');
  await expect(result.getByText('完整报告已解锁')).toBeVisible({ timeout: 40_000 });
  return result;
}

test.describe('reaching a person from a phone at 390 px', () => {
  // Page loads and a payment round trip: generous for a loaded machine.
  test.setTimeout(300_000);

  test("in WeChat's browser the contact and gift QR codes are long-pressed, not saved", async ({
    browser,
    request,
  }) => {
    const { token } = await createSession(request, { nickname: '微联' });
    const { context, page } = await openIn(browser, 'wechat', token);
    const cs = await openConsult(page);
    await expect(cs.getByText('长按识别二维码')).toBeVisible();
    // Long-press needs a real image (WeChat does not recognise an SVG).
    await expect(cs.getByTestId('contact-qr-image')).toHaveAttribute('src', /^data:image\/png/);
    await expect(cs.getByText('保存图片')).toHaveCount(0);
    await expect(cs.getByText(/扫码/)).toHaveCount(0);
    await settle(page);
    await snap(page, 'phone-contact-qr-wechat');
    await cs.getByRole('button', { name: /^完\s*成$/ }).click();

    const result = await buySingle('wechat', page, request, token);
    await expect(result.getByRole('img', { name: '领取首购礼包二维码' })).toBeVisible();
    await expect(result.getByText('长按识别二维码')).toBeVisible();
    await expect(result.getByText('保存图片')).toHaveCount(0);
    await snap(page, 'phone-contact-gift-wechat');
    await context.close();
  });

  test('in another phone browser they are saved, and the WeChat ID the operator set is copied', async ({
    browser,
    request,
  }) => {
    const restore = await setSupportWechatId(request, WECHAT_ID);
    try {
      const { token } = await createSession(request, { nickname: '机联' });
      const { context, page } = await openIn(browser, 'phone', token, ['clipboard-read', 'clipboard-write']);
      const cs = await openConsult(page);
      await expect(cs.getByRole('link', { name: /保存图片/ })).toHaveAttribute('download', '专属顾问二维码.png');
      await expect(cs.getByText('长按识别二维码')).toHaveCount(0);
      await expect(cs.getByText(`微信号：${WECHAT_ID}`)).toBeVisible();
      await settle(page);
      await snap(page, 'phone-contact-qr-phone');
      await cs.getByRole('button', { name: /复制微信号/ }).click();
      await expect(page.getByText('已复制，去微信粘贴即可')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(WECHAT_ID);
      await cs.getByRole('button', { name: /^完\s*成$/ }).click();

      const result = await buySingle('phone', page, request, token);
      await expect(result.getByRole('link', { name: /保存图片/ })).toBeVisible();
      await expect(result.getByText(`微信号：${WECHAT_ID}`)).toBeVisible();
      await snap(page, 'phone-contact-gift-phone');
      await context.close();
    } finally {
      await restore();
    }
  });
});
