import { expect, test } from '@playwright/test';
import { snap } from '../support/screenshots';
import { loginAs } from '../support/session';

/** A small orange PNG: what an operator picks as the new banner picture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAQCAIAAAAphe5+AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAQUlEQVR4nO2SQQkAQRDDqqv2zmxkrIf7hIFCBKSh4etpohuwAdUrsgv1LtEN2IDqFdmFepfoBmxA9YrsQtVD/uYBt2+UW8UGblYAAAAASUVORK5CYII=',
  'base64',
);

test.describe('operator console: content', () => {
  test.setTimeout(90_000);

  test('an admin edits a banner in the console and sees it on /home', async ({ page, request }) => {
    await loginAs(page, request, { nickname: '管理员小周', role: 'admin' });
    await page.goto('/admin/banners');
    const row = page.getByRole('row', { name: /AI 职业规划师，随时在线/ });
    await row.getByRole('button', { name: '编辑' }).click();

    const drawer = page.getByRole('dialog', { name: '编辑横幅' });
    await drawer.getByLabel('标题').fill('春季招聘会开幕');
    // The new picture goes through the upload, which re-encodes it to WebP.
    const upload = page.waitForResponse((res) => res.url().includes('/api/admin/content/image?kind=bannerPc'));
    // The PC picture is the drawer's first image. Its file field is set directly: waiting for the chooser that a
    // click opens lost the race on a loaded machine, where the click landed while the drawer was still opening.
    await expect(drawer.getByRole('button', { name: /更换图片/ }).first()).toBeVisible();
    await drawer
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'spring.png', mimeType: 'image/png', buffer: PNG });
    const uploaded = (await (await upload).json()) as { data: { url: string } };
    expect(uploaded.data.url).toMatch(/^\/media\/content\/[0-9a-f-]{36}\.webp$/);
    await drawer.getByLabel('排序').fill('-1');
    await drawer.getByRole('button', { name: /^保\s*存$/ }).click();
    await expect(page.getByText('已保存，网站已更新')).toBeVisible();
    await expect(page.getByRole('row', { name: /春季招聘会开幕/ })).toBeVisible();
    await snap(page, 'admin-banners');
    // The consultants page shares the banners' list (demo mode's sample consultants, each editable and deletable).
    await page.goto('/admin/consultants');
    await expect(page.getByRole('heading', { name: '规划顾问' })).toBeVisible();
    await expect(
      page
        .getByRole('row')
        .filter({ has: page.getByRole('button', { name: '删除' }) })
        .first(),
    ).toBeVisible();
    await snap(page, 'admin-consultants');

    await page.goto('/home');
    const banner = page.getByRole('region', { name: '活动横幅' }).getByRole('img', { name: '春季招聘会开幕' }).first();
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute('src', uploaded.data.url);
    // Its link is the one the banner had.
    await expect(page.getByRole('link', { name: '春季招聘会开幕' }).first()).toHaveAttribute('href', '/home');
  });
});
