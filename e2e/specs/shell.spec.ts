import { expect, test } from '@playwright/test';
import { loginAs, TOKEN_KEY } from '../support/session';

const SLOGAN = 'Lucina AI 职业规划师';

test.describe('app shell', () => {
  test('a visitor lands on /home from / with the home title and a login button', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page).toHaveTitle(`首页 - ${SLOGAN}`);
    await expect(page.getByRole('button', { name: /^登\s*录$/ })).toBeVisible();
  });

  test('a protected route sends a visitor to /home', async ({ page }) => {
    await page.goto('/personal/info');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/personal/member');
    await expect(page).toHaveURL(/\/home$/);
    // The report too: a visitor logs in to open it (SPEC §2/§6).
    await page.goto('/surveyTest/surveyResult?recordId=5021946e-2ea2-4ed4-b92a-4bf730908ceb');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('routes open to visitors stay open', async ({ page }) => {
    for (const [path, title] of [
      ['/surveyTest', 'AI职业测评'],
      ['/single/agreement', '用户协议'],
      ['/single/agreementMember', '会员协议'],
      ['/retain/capital?id=7', '服务详情'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(path.replace('?', '\\?') + '$'));
      await expect(page).toHaveTitle(`${title} - ${SLOGAN}`);
    }
  });

  test('an unknown path shows the 404 page with only the code', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/error\/404$/);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`404 - ${SLOGAN}`);
  });

  test('a logged-in user reaches personal pages and the title follows the route', async ({ page, request }) => {
    await loginAs(page, request, { nickname: '小明' });
    await page.goto('/personal/info');
    await expect(page).toHaveURL(/\/personal\/info$/);
    await expect(page).toHaveTitle(`个人信息 - ${SLOGAN}`);
    await expect(page.getByText('小明').first()).toBeVisible();
  });

  test('logout asks for confirmation with the spec texts, then logs out to /home', async ({ page, request }) => {
    await loginAs(page, request);
    await page.goto('/personal/info');
    await page.getByRole('menuitem', { name: '退出登录' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('.ant-modal-confirm-title')).toHaveText('退出登录？');
    await expect(dialog.locator('.ant-modal-confirm-content')).toHaveText('确定要退出登录吗？');
    await dialog.getByRole('button', { name: /^退\s*出$/ }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('button', { name: /^登\s*录$/ })).toBeVisible();
    expect(await page.evaluate((k) => localStorage.getItem(k), TOKEN_KEY)).toBeNull();
  });

  test('the built SPA runs under the server CSP without violations or console errors', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(msg.text());
    });
    page.on('pageerror', (err) => problems.push(err.message));
    // The console names no address for a failed call, so the failed responses are listed too.
    page.on('response', (res) => {
      if (res.status() >= 400) problems.push(`${res.status()} ${res.request().method()} ${res.url()}`);
    });
    const response = await page.goto('/home');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByText('AI 职业规划师').first()).toBeVisible();
    await page.goto('/surveyTest');
    await expect(page).toHaveTitle(/AI职业测评/);
    expect(problems).toEqual([]);
  });

  // index.html's loader names every script of the app and the route in the page before the app runs, so Vite's
  // import helper finds them there: when it did not, it linked them all again in one task, a long one on a phone.
  test("each of the first screen's scripts is linked once", async ({ page }) => {
    // At a phone's pace the router's import comes before the loader has fetched all it named.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    for (const path of ['/home', '/market', '/surveyTest']) {
      await page.goto(path);
      // Once the loader has asked for the last script it names (the route's last).
      const last = await page.evaluate(
        (at) => JSON.parse(document.getElementById('app-scripts')!.dataset.routes!)[at].at(-1) as string,
        path,
      );
      await expect(page.locator(`link[rel="modulepreload"][href="${last}"]`)).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      const hrefs = await page.evaluate(() =>
        Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[href$=".js"]'), (l) => l.href),
      );
      expect(hrefs.length, path).toBeGreaterThan(10);
      expect(
        hrefs.filter((href, i) => hrefs.indexOf(href) !== i),
        path,
      ).toEqual([]);
    }
  });

  test('the API answers unknown calls with the 404 envelope, and the docs are served', async ({ request }) => {
    const res = await request.get('/api/no/such');
    expect(res.status()).toBe(404);
    expect(await res.json()).toMatchObject({ code: 404, data: null });
    expect((await request.get('/api/docs/json')).ok()).toBe(true);
  });
});
