import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logInOnPhoneTab, trackCaptcha } from '../support/login';
import { loginAs } from '../support/session';
import { snap, VIEWPORTS } from '../support/screenshots';

/** Waits for antd open/close animations to end, so a screenshot shows one steady view. */
async function settledSnap(page: Page, name: string) {
  await expect(page.locator('[class*="ant-zoom-"], [class*="ant-fade-"], [class*="ant-move-"]')).toHaveCount(0);
  await snap(page, name);
}

const tourPopover = (page: Page) => page.locator('.driver-popover');
const profileDialog = (page: Page) => page.locator('.profile-collection-modal');
const unreadBadge = (page: Page) => page.getByRole('navigation', { name: '个人中心导航' }).locator('.ant-badge-count');

/** Phone login from the header with the captcha answer and SMS code from the test routes. */
async function headerPhoneLogin(page: Page, request: APIRequestContext) {
  const captcha = trackCaptcha(page);
  await page.goto('/home');
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await logInOnPhoneTab(page, request, captcha);
}

const questionBox = (page: Page) => page.getByRole('textbox', { name: /输入你的问题/ });

/** Asks on /home and waits for the answer to end (the send button is back). */
async function askAndWait(page: Page, question: string) {
  await questionBox(page).fill(question);
  await questionBox(page).press('Enter');
  await expect(page.getByTestId('chat-question').last()).toHaveText(question);
  await expect(page.getByRole('button', { name: '发送' })).toBeVisible({ timeout: 60_000 });
}

test.describe('engagement', () => {
  test.setTimeout(180_000);

  test('a new account: needs survey, then the tour, then the profile pop-up; each only once', async ({
    page,
    request,
  }) => {
    await headerPhoneLogin(page, request);
    const survey = page.getByRole('dialog', { name: '需求调研' });
    await expect(survey).toBeVisible();
    await expect(tourPopover(page)).toHaveCount(0);
    const start = survey.getByRole('button', { name: '开始探索' });
    await expect(start).toBeDisabled();
    const work = survey.getByRole('group', { name: /求职需求/ });
    const study = survey.getByRole('group', { name: /升学需求/ });
    await work.getByRole('button', { name: '简历优化' }).click();
    await work.getByRole('button', { name: '暂无' }).click();
    await expect(work.getByRole('button', { name: '简历优化' })).toHaveAttribute('aria-pressed', 'false');
    await work.getByRole('button', { name: '模拟面试' }).click();
    await study.getByRole('button', { name: '国内考研' }).click();
    await expect(start).toBeEnabled();
    await snap(page, 'engagement-needs-survey-desktop');
    await start.click();
    await expect(survey).toBeHidden();

    // Nothing stands before the first question: the tour and the profile pop-up wait until its answer is done.
    await page.waitForTimeout(1000);
    await expect(tourPopover(page)).toHaveCount(0);
    await expect(profileDialog(page)).toHaveCount(0);
    await askAndWait(page, '我适合做产品经理吗？');

    // The tour comes next, and the profile pop-up waits for it.
    await expect(tourPopover(page)).toBeVisible();
    await expect(tourPopover(page)).toContainText('你好，我是你的 AI 职业规划师');
    await expect(profileDialog(page)).toHaveCount(0);
    await page.waitForTimeout(600);
    await snap(page, 'engagement-tour-step1-desktop');
    await tourPopover(page).getByRole('button', { name: '下一步' }).click();
    await expect(tourPopover(page)).toContainText('服务广场');
    await page.waitForTimeout(600);
    await snap(page, 'engagement-tour-step2-desktop');
    await tourPopover(page).getByRole('button', { name: '完成' }).click();
    await expect(tourPopover(page)).toHaveCount(0);

    // Then the profile pop-up: next, previous and skip-to.
    const dialog = profileDialog(page);
    await expect(dialog.getByText('你目前处于哪个阶段？')).toBeVisible();
    await dialog.getByRole('radio').first().check();
    await dialog.getByRole('button', { name: '下一题' }).click();
    await expect(dialog.getByText('你的专业是什么？')).toBeVisible();
    await dialog.getByRole('button', { name: '上一题' }).click();
    await expect(dialog.getByText('你目前处于哪个阶段？')).toBeVisible();
    await dialog.getByRole('button', { name: '跳到第 4 题' }).click();
    await expect(dialog.getByText('你想进入哪些行业？')).toBeVisible();
    await settledSnap(page, 'engagement-profile-popup-desktop');
    await dialog.locator('.ant-modal-close').click();
    await expect(dialog).toBeHidden();

    // Saved: a reload shows none of the steps again.
    await page.reload();
    await expect(page.getByRole('button', { name: '打开个人菜单' })).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(tourPopover(page)).toHaveCount(0);
    await expect(profileDialog(page)).toHaveCount(0);
    await expect(survey).toHaveCount(0);
  });

  test('first visit on a phone: tour with skip, then the profile pop-up submitted with the confirm dialog', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await loginAs(page, request, { nickname: '小周', firstVisit: true });
    await page.goto('/home');
    await askAndWait(page, '我适合做什么工作？');
    await expect(tourPopover(page)).toBeVisible();
    await page.waitForTimeout(600);
    await snap(page, 'engagement-tour-step1-phone');
    await tourPopover(page).getByRole('button', { name: '跳过引导' }).click();
    await expect(tourPopover(page)).toHaveCount(0);

    const dialog = profileDialog(page);
    await expect(dialog.getByText('你目前处于哪个阶段？')).toBeVisible();
    await settledSnap(page, 'engagement-profile-popup-phone');
    const total = await dialog.getByRole('button', { name: /跳到第 \d+ 题/ }).count();
    for (let i = 0; i < total; i++) {
      const text = dialog.getByRole('textbox');
      if (await text.count()) await text.fill('计算机科学与技术');
      else await dialog.locator('.ant-radio-wrapper, .ant-checkbox-wrapper').first().click();
      if (i < total - 1) await dialog.getByRole('button', { name: '下一题' }).click();
    }
    await dialog.getByRole('button', { name: /^提\s*交$/ }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '确定提交？' });
    await expect(confirm).toContainText('提交后无法修改，是否继续？');
    await expect(confirm.getByRole('button', { name: /^取\s*消$/ })).toBeVisible();
    await settledSnap(page, 'engagement-profile-confirm-phone');
    await confirm.getByRole('button', { name: /^提\s*交$/ }).click();
    await expect(dialog.getByText('感谢你的填写')).toBeVisible();
    await dialog.getByRole('button', { name: /^完\s*成$/ }).click();
    await expect(dialog).toBeHidden();
    const me = await request.get('/api/user/lucinaUser/getLucinaInfo', {
      headers: { Authorization: (await page.evaluate(() => localStorage.getItem('lucina_token')))! },
    });
    const info = ((await me.json()) as { data: { bootState: string; infoCollectionState: string } }).data;
    expect(info).toMatchObject({ bootState: '1', infoCollectionState: '1' });
  });

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test(`unread badge follows reading messages (${size})`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      await loginAs(page, request, { nickname: '小唐', messages: 3 });
      await page.goto('/personal/systemMessage');
      await expect(page.getByTestId('unread-dot')).toHaveCount(3);
      if (size === 'desktop') await expect(unreadBadge(page)).toHaveAttribute('title', '3');
      await settledSnap(page, `engagement-messages-${size}`);

      await page
        .getByRole('button', { name: /^未读：/ })
        .first()
        .click();
      await expect(page).toHaveURL(/systemMessageDetail\?id=/);
      await expect(page.getByRole('heading', { level: 3 })).toContainText('优惠券');
      if (size === 'desktop') await expect(unreadBadge(page)).toHaveAttribute('title', '2');
      await settledSnap(page, `engagement-message-detail-${size}`);

      await page.getByRole('button', { name: '返回消息中心' }).click();
      await expect(page.getByTestId('unread-dot')).toHaveCount(2);
      await page.getByRole('button', { name: '全部已读' }).click();
      await expect(page.getByTestId('unread-dot')).toHaveCount(0);
      if (size === 'desktop') await expect(unreadBadge(page)).toHaveCount(0);
    });

    test(`help and feedback submits (${size})`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      await loginAs(page, request, { nickname: '小吴' });
      await page.goto('/personal/helpFeedback');
      await expect(page.getByRole('heading', { name: '常见问题' })).toBeVisible();
      await page.getByRole('combobox').click();
      await page.locator('.ant-select-item-option').first().click();
      const text = page.getByRole('textbox', { name: '反馈内容' });
      await text.fill('太短');
      await page.getByRole('button', { name: '提交反馈' }).click();
      await expect(page.getByText('反馈内容至少 10 个字')).toBeVisible();
      await text.fill('对话页面在手机上偶尔会卡住，希望能优化一下加载速度。');
      await page.getByRole('textbox', { name: '联系方式（选填）' }).fill('xiaowu@example.com');
      await expect(page.getByText('反馈内容至少 10 个字')).toBeHidden();
      await settledSnap(page, `engagement-help-feedback-${size}`);
      await page.getByRole('button', { name: '提交反馈' }).click();
      await expect(page.getByText('反馈已提交，感谢你的建议')).toBeVisible();
      await expect(page.getByText('对话页面在手机上偶尔会卡住')).toBeVisible();
      await expect(text).toHaveValue('');
    });

    test(`market to service detail with breadcrumbs and the consult dialog (${size})`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      await loginAs(page, request, { nickname: '小郑' });
      await page.goto('/market');
      await expect(page.getByRole('heading', { name: '服务广场', level: 2 })).toBeVisible();
      await expect(page.getByRole('region', { name: '活动横幅' })).toBeVisible();
      await page.waitForTimeout(500);
      await snap(page, `engagement-market-${size}`);
      await page.getByRole('button', { name: '查看详情：考研培训' }).click();
      await expect(page).toHaveURL(/\/retain\/capital\?id=10$/);
      await expect(page.getByRole('heading', { name: '考研全程备考规划' })).toBeVisible();
      await expect(page.getByRole('heading', { name: '适合人群' })).toBeVisible();
      await expect(page.getByRole('img', { name: '考研全程备考规划' })).toBeVisible();
      if (size === 'desktop') {
        const crumbs = page.getByRole('navigation', { name: /面包屑|breadcrumb/i });
        await expect(crumbs).toContainText('服务广场');
        await expect(crumbs).toContainText('考研培训');
      }
      await snap(page, `engagement-service-detail-${size}`);
      await page.getByRole('button', { name: '咨询老师' }).click();
      const cs = page.getByRole('dialog', { name: '联系专属顾问' });
      await expect(cs.getByRole('img', { name: '专属顾问二维码' })).toBeVisible();
      await settledSnap(page, `engagement-customer-service-${size}`);
      await cs.getByRole('button', { name: /^完\s*成$/ }).click();
      await expect(cs).toBeHidden();
      if (size === 'desktop') {
        await page
          .getByRole('navigation', { name: /面包屑|breadcrumb/i })
          .getByRole('link', { name: '服务广场' })
          .click();
        await expect(page).toHaveURL(/\/market$/);
      }
    });

    test(`personal info and the WeChat banner (${size})`, async ({ browser, request }) => {
      const context = await browser.newContext({
        baseURL: test.info().project.use.baseURL,
        viewport,
        locale: 'zh-CN',
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47',
      });
      const page = await context.newPage();
      await loginAs(page, request, { nickname: '小冯' });
      await page.goto('/personal/info');
      await expect(page.getByRole('region', { name: '在小程序中打开，体验更流畅' })).toBeVisible();
      await page.getByRole('button', { name: '修改昵称' }).click();
      await page.getByRole('textbox', { name: '修改昵称' }).fill('小冯同学');
      await page.getByRole('button', { name: /^保\s*存$/ }).click();
      await expect(page.getByText('昵称已更新')).toBeVisible();
      await expect(page.getByRole('heading', { name: '小冯同学' })).toBeVisible();
      await settledSnap(page, `engagement-personal-info-${size}`);
      await page.getByRole('button', { name: '打开小程序' }).click();
      await expect(page.getByRole('img', { name: 'Lucina 小程序二维码' })).toBeVisible();
      await settledSnap(page, `engagement-mini-program-${size}`);
      await context.close();
    });
  }
});
