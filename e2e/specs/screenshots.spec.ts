import { test } from '@playwright/test';
import { loginAs } from '../support/session';
import { snap, VIEWPORTS } from '../support/screenshots';

// Saves the pages people must look at under e2e/screenshots (git-ignored): every viewport of SPEC §9's range.
for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`screenshots ${device}`, () => {
    test.use({ viewport });

    test(`home as a visitor (${device})`, async ({ page }) => {
      await page.goto('/home');
      await page.getByText('AI 职业规划师').first().waitFor();
      await snap(page, `home-visitor-${device}`);
    });

    test(`personal info logged in (${device})`, async ({ page, request }) => {
      await loginAs(page, request, { nickname: '林小满' });
      await page.goto('/personal/info');
      await page.getByText('林小满').first().waitFor();
      await page.waitForLoadState('networkidle');
      await snap(page, `personal-info-${device}`);
    });

    test(`404 (${device})`, async ({ page }) => {
      await page.goto('/error/404');
      await page.getByText('404', { exact: true }).waitFor();
      await snap(page, `error-404-${device}`);
    });

    test(`market and agreement (${device})`, async ({ page, request }) => {
      await loginAs(page, request);
      await page.goto('/market');
      await page.getByText('考公考编').first().waitFor();
      await snap(page, `market-${device}`);
      await page.goto('/single/agreement');
      await page
        .getByRole('heading', { name: /用户服务协议/ })
        .first()
        .waitFor();
      await snap(page, `agreement-${device}`);
    });
  });
}
