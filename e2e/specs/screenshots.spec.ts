import { test } from '@playwright/test';
import { expectAbove, expectInViewport, expectLeftOf, expectNoSidewaysScroll } from '../support/layout';
import { snap, VIEWPORTS } from '../support/screenshots';
import { loginAs } from '../support/session';

// The pages people must look at, at both ends of SPEC §9's range: checked for what a look would catch (a page
// that scrolls sideways, a part off screen or under another), then saved under e2e/screenshots (git-ignored).
for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  const phone = device === 'phone';

  test.describe(`layout ${device}`, () => {
    test.use({ viewport });

    test(`home as a visitor (${device})`, async ({ page }) => {
      await page.goto('/home');
      const header = page.locator('header').first();
      const greeting = page.getByRole('heading', { level: 1 });
      const question = page.getByRole('textbox', { name: /输入你的问题/ });
      await greeting.waitFor();
      await expectNoSidewaysScroll(page);
      await expectInViewport(page, header, 'the header', true);
      await expectInViewport(page, greeting, 'the greeting', true);
      // The question box stays on the first screen, below the welcome, on a phone too.
      await expectInViewport(page, question, 'the question box', true);
      await expectAbove(header, greeting, ['the header', 'the greeting']);
      await expectAbove(greeting, question, ['the greeting', 'the question box']);
      await snap(page, `home-visitor-${device}`);
    });

    test(`personal info logged in (${device})`, async ({ page, request }) => {
      await loginAs(page, request, { nickname: '林小满' });
      await page.goto('/personal/info');
      const name = page.getByText('林小满').first();
      await name.waitFor();
      await page.waitForLoadState('networkidle');
      const header = page.locator('header').first();
      const content = page.getByRole('main');
      await expectNoSidewaysScroll(page);
      await expectInViewport(page, name, 'the nickname', true);
      await expectAbove(header, content, ['the header', 'the page']);
      // A desktop shows the personal menu beside the page; a phone folds it away.
      if (!phone) await expectLeftOf(page.getByRole('complementary'), content, ['the personal menu', 'the page']);
      await snap(page, `personal-info-${device}`);
    });

    test(`404 (${device})`, async ({ page }) => {
      await page.goto('/error/404');
      const code = page.getByText('404', { exact: true });
      await code.waitFor();
      const home = page.getByRole('link', { name: /首页/ });
      await expectNoSidewaysScroll(page);
      await expectInViewport(page, code, 'the status code', true);
      await expectInViewport(page, home, 'the way home', true);
      await expectAbove(code, home, ['the status code', 'the way home']);
      await snap(page, `error-404-${device}`);
    });

    test(`market and agreement (${device})`, async ({ page, request }) => {
      await loginAs(page, request);
      await page.goto('/market');
      const category = page.getByRole('heading', { name: '考公考编' });
      await category.waitFor();
      await expectNoSidewaysScroll(page);
      await expectInViewport(page, category, 'the first category');
      await expectInViewport(page, page.getByRole('list').filter({ has: category }), 'the categories');
      await expectAbove(page.locator('header').first(), page.getByRole('main'), ['the header', 'the market']);
      await snap(page, `market-${device}`);

      await page.goto('/single/agreement');
      const title = page.getByRole('heading', { name: /用户服务协议/ }).first();
      await title.waitFor();
      // The longest text of the site: its lines wrap within the viewport.
      await expectNoSidewaysScroll(page);
      await expectInViewport(page, title, 'the title', true);
      await expectInViewport(page, page.getByRole('main'), 'the agreement');
      await snap(page, `agreement-${device}`);
    });
  });
}
