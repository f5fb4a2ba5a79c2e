import { expect, test } from '@playwright/test';
import { VIEWPORTS } from '../support/screenshots';
import { loginAs } from '../support/session';

/**
 * antd's style engine (@ant-design/cssinjs, the `antd-core` chunk of apps/web/vite.config.ts), its provider and its
 * prebuilt stylesheets: every antd component brings the first, a page or island drawn with antd the others. The
 * icons (@ant-design/icons) bring none of them.
 */
const ANTD = /\/assets\/antd-(core|root)-[\w-]+\.js$|\/assets\/antd-[\w-]+\.css$/;

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
