import { expect, test } from '@playwright/test';
import { VIEWPORTS } from '../support/screenshots';
import { loginAs } from '../support/session';

/**
 * antd's style engine (@ant-design/cssinjs, the `antd-core` chunk of apps/web/vite.config.ts), its provider and its
 * prebuilt stylesheets: every antd component brings the first, a page or island drawn with antd the others. The
 * icons (@ant-design/icons) bring none of them.
 */
const ANTD = /\/assets\/antd-(core|root)-[\w-]+\.js$|\/assets\/antd-[\w-]+\.css$/;

// A student's first question on /home, on a phone: the open conversation (answer, actions, thinking, the switch)
// is plain React, so asking runs no antd while the answer arrives.
test('/home on a phone answers the first question without loading antd', async ({ page, request }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await loginAs(page, request);
  const antd: string[] = [];
  page.on('request', (r) => {
    if (ANTD.test(new URL(r.url()).pathname)) antd.push(r.url());
  });
  await page.goto('/home');
  await page.getByRole('textbox', { name: /输入你的问题/ }).fill('会计转数据分析难吗？');
  await page.keyboard.press('Enter');
  const answer = page.locator('[data-testid="chat-answer"]:not([data-live])');
  await expect(answer.getByRole('button', { name: '复制' })).toBeVisible({ timeout: 40_000 });
  await expect(page.getByRole('switch', { name: '显示思考过程' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(antd).toEqual([]);
});

// /market's first screen is plain React, so a phone runs no antd before the page is interactive.
test('/market on a phone draws its cards without antd, which comes with the consult dialog', async ({
  page,
  request,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await loginAs(page, request);
  const antd: string[] = [];
  page.on('request', (r) => {
    if (ANTD.test(new URL(r.url()).pathname)) antd.push(r.url());
  });
  await page.goto('/market');
  const consult = page.getByRole('button', { name: '咨询：考研培训' });
  await expect(consult).toBeVisible({ timeout: 40_000 });
  await page.waitForLoadState('networkidle');
  expect(antd).toEqual([]);

  await consult.click();
  await expect(page.getByRole('dialog', { name: '联系专属顾问' })).toBeVisible();
  expect(antd.length).toBeGreaterThan(0);
});
