import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseTab, field, freshPhone, LOGIN_TITLE, outboxCode, trackCaptcha } from '../support/login';
import { loginAs, TOKEN_KEY } from '../support/session';

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323b) NetType/WIFI Language/zh_CN';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const BIND_TITLE = /Just one step! Please bind your phone/;
/** Apple's and Android's guidance for something a thumb must hit. */
const MIN_TARGET = 44;

async function openLogin(page: Page) {
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  const dialog = page.getByRole('dialog', { name: LOGIN_TITLE });
  await expect(dialog).toBeVisible();
  await expect(page.locator('[class*="ant-zoom-"], [class*="ant-fade-"]')).toHaveCount(0);
  return dialog;
}

/**
 * Visible things a finger can tap (buttons, links, tabs, fields, checkboxes) whose hit area is under 44×44. A
 * checkbox counts by its label, which is what takes the tap. Links inside running text are allowed (a link in
 * a sentence cannot be 44 px high without breaking the line); none is on these screens today.
 */
async function smallTargets(scope: Page | Locator) {
  const root =
    'locator' in scope && typeof (scope as Page).goto === 'function' ? (scope as Page).locator('body') : scope;
  return (root as Locator).evaluate((el, min) => {
    const selector =
      'button, a[href], [role="tab"], [role="button"], input:not([type="hidden"]), textarea, select, label:has(input[type="checkbox"])';
    const small: string[] = [];
    for (const node of Array.from(el.querySelectorAll<HTMLElement>(selector))) {
      if (node.matches('input[type="checkbox"]')) continue;
      // The tour and other overlays aside, a target covered by nothing and on screen.
      const style = getComputedStyle(node);
      if (style.visibility === 'hidden' || style.display === 'none' || node.closest('[aria-hidden="true"]')) continue;
      const box = node.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.bottom < 0 || box.top > innerHeight || box.right < 0 || box.left > innerWidth) continue;
      const inText = node.tagName === 'A' && node.parentElement?.tagName === 'P';
      if (inText) continue;
      if (box.width < min || box.height < min) {
        const name = (node.getAttribute('aria-label') ?? node.textContent ?? node.tagName).trim().slice(0, 20);
        small.push(`${node.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return small;
  }, MIN_TARGET);
}

/** Every field on screen has 16 px text, so iOS Safari does not zoom in when it takes the focus. */
async function smallFieldText(scope: Locator) {
  return scope.evaluate((el) =>
    Array.from(el.querySelectorAll<HTMLElement>('input:not([type="checkbox"]):not([type="hidden"]), textarea'))
      .filter((f) => f.getBoundingClientRect().height > 0)
      .map((f) => `${f.getAttribute('aria-label') ?? f.tagName} ${getComputedStyle(f).fontSize}`)
      .filter((s) => parseFloat(s.split(' ').pop()!) < 16),
  );
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test.describe('inside WeChat', () => {
    test.use({ userAgent: WECHAT_UA });

    test('微信一键登录 leads the dialog and logs in through the authorisation page, then binds a phone', async ({
      page,
      request,
    }) => {
      const captcha = trackCaptcha(page);
      await page.goto('/home?tk=NOSUCHCODE');
      const dialog = await openLogin(page);
      await expect(dialog.getByRole('tab', { name: '微信登录' })).toHaveAttribute('aria-selected', 'true');
      const tabs = await dialog.getByRole('tab').allTextContents();
      expect(tabs).toEqual(['微信登录', '手机登录']);
      // No QR code here: it would be on the very phone that has to scan it.
      await expect(dialog.locator('iframe')).toHaveCount(0);

      await dialog.getByRole('button', { name: '微信一键登录' }).click();
      await expect(page).toHaveURL(/\/api\/user\/login\/wechat\/mp\/sandbox\?state=/);
      await page.getByRole('button', { name: '允许' }).click();

      // Back on the page it left, with the invite code; the ticket has left the address.
      await expect(page).toHaveURL(/\/home\?tk=NOSUCHCODE$/);
      const bind = page.getByRole('dialog', { name: BIND_TITLE });
      await expect(bind).toBeVisible();
      const phone = freshPhone();
      await field(bind, '手机号').fill(phone);
      await field(bind, '图形验证码').fill(await captcha.answer(request));
      await bind.getByRole('button', { name: '获取验证码' }).click();
      await field(bind, '验证码').fill(await outboxCode(request, phone));
      await bind.getByRole('button', { name: '绑定并登录' }).click();

      await expect(page.getByText('登录成功')).toBeVisible();
      expect(await page.evaluate((k) => localStorage.getItem(k), TOKEN_KEY)).toBeTruthy();
      // A new account: the needs survey is asked, as after any login from the header.
      await expect(page.getByRole('dialog', { name: '需求调研' })).toBeVisible();
    });

    test('拒绝 on the authorisation page comes back to the dialog with the reason', async ({ page }) => {
      await page.goto('/home');
      const dialog = await openLogin(page);
      await dialog.getByRole('button', { name: '微信一键登录' }).click();
      await page.getByRole('button', { name: '拒绝' }).click();
      await expect(page).toHaveURL(/\/home$/);
      const again = page.getByRole('dialog', { name: LOGIN_TITLE });
      await expect(again.getByText('你已取消微信授权，也可以用手机号登录')).toBeVisible();
    });
  });

  test('the login dialog: 16 px fields with phone keyboards, every target at least 44×44', async ({ page }) => {
    await page.goto('/home');
    const dialog = await openLogin(page);
    await chooseTab(dialog, '手机登录');
    const username = field(dialog, '手机号或邮箱');
    await expect(username).toHaveAttribute('inputmode', 'tel');
    await expect(username).toHaveAttribute('autocomplete', 'tel');
    await expect(field(dialog, '验证码')).toHaveAttribute('inputmode', 'numeric');
    await expect(field(dialog, '验证码')).toHaveAttribute('autocomplete', 'one-time-code');
    await dialog.getByRole('button', { name: '用邮箱登录' }).click();
    await expect(username).toHaveAttribute('type', 'email');
    await expect(username).toHaveAttribute('autocomplete', 'email');
    expect(await smallFieldText(dialog)).toEqual([]);
    expect(await smallTargets(dialog)).toEqual([]);
  });

  test('/home for a visitor: every target at least 44×44, no keyboard hints in the placeholder', async ({ page }) => {
    await page.goto('/home');
    const question = page.getByRole('textbox', { name: /输入你的问题/ });
    await expect(question).toBeVisible();
    expect(await question.getAttribute('placeholder')).not.toMatch(/Shift|Enter/);
    expect(await smallFieldText(page.locator('body'))).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
  });

  test('/home logged in: every target at least 44×44, answer actions included', async ({ page, request }) => {
    await loginAs(page, request, { firstVisit: false });
    await page.goto('/home');
    const question = page.getByRole('textbox', { name: /输入你的问题/ });
    await question.fill('我是计算机专业大三学生，适合做什么工作？');
    await page.getByRole('button', { name: '发送' }).click();
    await expect(page.getByRole('button', { name: '复制' }).last()).toBeVisible({ timeout: 60_000 });
    expect(await smallTargets(page)).toEqual([]);
  });
});
