import { expect, test, type Page } from '@playwright/test';
import { finishTestViaApi } from '../support/assessment';
import { expectAccessible } from '../support/axe';
import {
  bindFreshPhone,
  BIND_TITLE,
  chooseTab,
  freshName,
  freshPhone,
  LOGIN_TITLE,
  sendCodeOnPhoneTab,
  trackCaptcha,
} from '../support/login';
import { openCashier, openMembershipOrder, payDialog } from '../support/payments';
import { VIEWPORTS } from '../support/screenshots';
import { createSession, loginAs, TOKEN_KEY } from '../support/session';

// axe (WCAG 2.0/2.1 A and AA, and its best practices) on every page and main dialog, for each kind of visitor, at both ends of SPEC §9's
// range: any serious or critical finding fails, listed with its rule, where it is and what axe says about it.
// One test per role and width, so a browser context and its login serve all of that role's pages.

const A_CS_STUDENT = { R: 2, I: 5, A: 3, S: 2, E: 3, C: 4 };
const SOFTWARE_DEVELOPER = '15-1253.00';
const PERSONAL_PAGES = ['info', 'systemMessage', 'member', 'referralBonus', 'myCoupons', 'helpFeedback'];
const LEGAL_PAGES = ['/about/ai', '/single/agreement', '/single/agreementMember', '/single/about', '/support'];
const CONSOLE_PAGES = [
  'dashboard',
  'users',
  'orders',
  'plans',
  'coupons',
  'banners',
  'market',
  'consultants',
  'site',
  'feedback',
  'messages',
  'keywords',
  'review',
  'cancellations',
  'audit',
];

/** Opens a page and waits for its main content, so axe reads the page and not its loading state. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main').first()).toBeVisible();
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
}

async function closeDrawer(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-drawer-content-wrapper:visible')).toHaveCount(0);
}

async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-modal-wrap:visible')).toHaveCount(0);
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  const phone = device === 'phone';

  test.describe(`accessibility ${device}`, () => {
    test.use({ viewport, isMobile: phone, hasTouch: phone });
    test.setTimeout(360_000);

    test(`a visitor's pages (${device})`, async ({ page, request }) => {
      const check = (where: string) => expectAccessible(page, `visitor ${device} ${where}`);
      const captcha = trackCaptcha(page);
      await visit(page, '/surveyTest');
      await check('/surveyTest');
      await page.getByRole('link', { name: '开始测评' }).first().click();
      await expect(page).toHaveURL(/q=1$/);
      await check('a question of the test');
      // An occupation's card is open to visitors too (a link in an answer leads there).
      await visit(page, `/surveyTest/occupation?code=${SOFTWARE_DEVELOPER}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check('an occupation card');

      for (const path of [...LEGAL_PAGES, '/error/404']) {
        await page.goto(path);
        await expect(page.getByRole('heading').first()).toBeVisible();
        await check(path);
      }

      // Last, as it ends the visit: the login dialog, the bind-phone dialog after a WeChat scan, the needs survey.
      await visit(page, '/home');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check('/home');
      await page.getByRole('button', { name: /^登\s*录$/ }).click();
      const login = page.getByRole('dialog', { name: LOGIN_TITLE });
      await expect(login).toBeVisible();
      await check('the login dialog');
      // The phone tab once a code is sent: the captcha field then says it has passed.
      await chooseTab(login, '手机登录');
      await sendCodeOnPhoneTab(login, request, captcha, freshPhone());
      await expect(login.getByText('图形验证码已通过')).toBeVisible();
      await check('the login dialog after the captcha passed');
      await chooseTab(login, '微信登录');
      const wechat = login.frameLocator('iframe[title="微信扫码登录"]');
      await wechat.getByRole('textbox', { name: '微信昵称' }).fill(freshName('无障碍'));
      await wechat.getByRole('button', { name: '模拟扫码登录' }).click();
      const bind = page.getByRole('dialog', { name: BIND_TITLE });
      await expect(bind.getByRole('img', { name: '图形验证码，点击刷新' })).toBeVisible();
      await check('the bind-phone dialog');
      await bindFreshPhone(bind, request, captcha);
      await expect(page.getByRole('dialog', { name: '需求调研' })).toBeVisible();
      await check('the needs survey');
    });

    test(`a user's pages (${device})`, async ({ page, request }) => {
      const check = (where: string) => expectAccessible(page, `user ${device} ${where}`);
      await loginAs(page, request, { nickname: '林小满', messages: 1 });
      await visit(page, '/home');
      await check('/home');
      await page.getByRole('button', { name: '获取更多次数' }).click();
      await expect(page.getByRole('dialog', { name: '获取更多对话次数' })).toBeVisible();
      await check('the more-chats dialog');
      await closeDialog(page);

      await visit(page, '/market');
      await check('/market');
      await page
        .getByRole('button', { name: /^查看详情：/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/retain\/capital/);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await check('a service detail');
      await page.getByRole('button', { name: '咨询老师' }).click();
      await expect(
        page.getByRole('dialog', { name: '联系专属顾问' }).getByRole('img', { name: '专属顾问二维码' }),
      ).toBeVisible();
      await check('the customer-service dialog');
      await closeDialog(page);

      for (const name of PERSONAL_PAGES) {
        await visit(page, `/personal/${name}`);
        await check(`/personal/${name}`);
      }
      await visit(page, '/personal/systemMessage');
      await page
        .getByRole('button', { name: /^未读：/ })
        .first()
        .click();
      await expect(page).toHaveURL(/systemMessageDetail\?id=/);
      await expect(page.getByRole('heading', { level: 3 })).toBeVisible();
      await check('a message');
    });

    test(`a user's report and pay dialogs (${device})`, async ({ page, context, request }) => {
      const check = (where: string) => expectAccessible(page, `user ${device} ${where}`);
      const { token } = await loginAs(page, request, { nickname: '林小满' });
      // A test under way first (its progress bar on the index), then the same test finished.
      await finishTestViaApi(request, token, A_CS_STUDENT, 10);
      await visit(page, '/surveyTest');
      await expect(page.getByRole('progressbar').first()).toBeVisible();
      await check('/surveyTest with a test under way');
      const recordId = await finishTestViaApi(request, token, A_CS_STUDENT);
      await visit(page, '/surveyTest');
      await check('/surveyTest with a record');
      await visit(page, `/surveyTest/surveyResult?recordId=${recordId}`);
      const matches = page.getByRole('region', { name: '最匹配你的职业' });
      await expect(matches).toBeVisible();
      await check('the free report');
      // One match's card, with the fit to this record, then back to the report.
      await matches.getByRole('link').first().click();
      await expect(page).toHaveURL(/\/surveyTest\/occupation\?code=/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
      await check('an occupation card from the report');
      await visit(page, `/surveyTest/surveyResult?recordId=${recordId}`);
      await page
        .getByRole('region', { name: '完整报告' })
        .getByRole('button', { name: /解锁完整报告/ })
        .click();
      await expect(page.getByRole('dialog').first()).toBeVisible();
      await check('the single report pay dialog');
      await closeDialog(page);

      // The membership pay dialog, then (desktop's sandbox cashier) its failure and success dialogs.
      await visit(page, '/personal/member');
      await page
        .getByRole('article', { name: '进阶会员' })
        .getByRole('button', { name: /开\s?通/ })
        .click();
      const dialog = payDialog(page);
      await expect(dialog).toBeVisible();
      await check('the membership pay dialog');
      if (!phone) {
        await expect(dialog.getByTestId('pay-qr')).toHaveAttribute('data-code-url', /^https?:\/\//);
        const cancelled = await openCashier(context, dialog);
        await cancelled.getByRole('button', { name: '取消' }).click();
        // Closing the tab before the cashier confirms could cut the cancel request short.
        await expect(cancelled.getByText('订单已关闭')).toBeVisible();
        await cancelled.close();
        const failure = page.getByRole('dialog').filter({ hasText: '返回支付' });
        await expect(failure).toBeVisible();
        await check('the payment failure dialog');
        await failure.getByRole('button', { name: '返回支付' }).click();
        await expect(dialog.getByTestId('pay-qr')).toHaveAttribute('data-code-url', /^https?:\/\//);
        const cashier = await openCashier(context, dialog);
        await cashier.getByRole('button', { name: '支付' }).click();
        await expect(cashier.getByText('支付成功，可以回到原页面查看')).toBeVisible();
        await cashier.close();
        await expect(page.getByRole('dialog').filter({ hasText: '开启你的职业规划之旅' })).toBeVisible();
        await check('the payment success dialog');
      } else {
        // A phone pays at its wallet's page and comes back to /pay/result: waiting, then paid.
        await closeDialog(page);
        const headers = { authorization: token };
        const orderNo = await openMembershipOrder(request, token);
        await page.goto(`/pay/result?orderNo=${orderNo}`);
        await expect(page.getByText('正在确认支付结果…')).toBeVisible();
        await check('/pay/result waiting');
        const jump = await request.post('/api/pay/payForContext', {
          headers,
          data: { orderNo, payContext: 'wechat_h5' },
        });
        const other = await context.newPage();
        await other.goto(((await jump.json()).data as { url: string }).url);
        await other.getByRole('button', { name: '确认支付' }).click();
        await other.waitForURL(/\/pay\/result\?orderNo=/, { timeout: 40_000 });
        await other.close();
        await expect(page.getByTestId('pay-result').getByRole('heading', { name: '支付成功' })).toBeVisible({
          timeout: 15_000,
        });
        await check('/pay/result paid');
      }
    });

    test(`a first session's tour and profile pop-up (${device})`, async ({ page, request }) => {
      const check = (where: string) => expectAccessible(page, `first session ${device} ${where}`);
      await loginAs(page, request, { nickname: '小陈', firstVisit: true });
      await visit(page, '/home');
      const question = page.getByRole('textbox', { name: /输入你的问题/ });
      await question.fill('简历怎么写？');
      await question.press('Enter');
      const tour = page.locator('.driver-popover');
      await expect(tour).toBeVisible({ timeout: 60_000 });
      await check('the tour');
      await tour.getByRole('button', { name: '跳过引导' }).click();
      await expect(page.locator('.profile-collection-modal').getByText('你目前处于哪个阶段？')).toBeVisible();
      await check('the profile pop-up');
    });

    test(`a member's report and pages (${device})`, async ({ page, request }) => {
      const check = (where: string) => expectAccessible(page, `member ${device} ${where}`);
      // Three days left: the first page of the day brings the renewal reminder.
      const { token } = await loginAs(page, request, { nickname: '会员小林', userGrade: 2, memberDaysLeft: 3 });
      await visit(page, '/home');
      await expect(page.getByRole('dialog').filter({ hasText: '会员即将到期' })).toBeVisible();
      await check('the renewal reminder');
      await closeDialog(page);
      const recordId = await finishTestViaApi(request, token, A_CS_STUDENT);
      await visit(page, `/surveyTest/surveyResult?recordId=${recordId}`);
      await expect(page.getByRole('region', { name: 'AI 个性化解读' }).getByRole('heading').first()).toBeVisible({
        timeout: 60_000,
      });
      await check('the full report');
      for (const path of ['/home', '/personal/member', '/personal/info']) {
        await visit(page, path);
        await check(path);
      }
    });

    // The console's pages in two halves (each a fresh admin), so neither runs long on a loaded machine.
    const halves = [CONSOLE_PAGES.slice(0, 8), CONSOLE_PAGES.slice(8)];
    halves.forEach((pages, half) => {
      test(`the console, part ${half + 1} (${device})`, async ({ page, request }) => {
        const check = (where: string) => expectAccessible(page, `admin ${device} ${where}`);
        const { token } = await createSession(request, { nickname: '管理员小周', role: 'admin' });
        await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
        // A feedback to open in the console's feedback drawer.
        const writer = await createSession(request, { nickname: '提建议的小吴' });
        const categories = await request.get('/api/user/help/feedback/categories');
        const [category] = (await categories.json()).data as { id: number }[];
        const submitted = await request.post('/api/user/help/feedback/submit', {
          headers: { authorization: writer.token },
          data: { categoryId: category!.id, content: '希望报告页可以按行业筛选职业。' },
        });
        expect(submitted.ok()).toBe(true);
        for (const name of pages) {
          await visit(page, `/admin/${name}`);
          await check(`/admin/${name}`);
          if (name === 'users') {
            await page.getByRole('button', { name: '详情' }).first().click();
            await expect(page.getByRole('dialog').locator('.ant-descriptions')).toBeVisible();
            await check('a user drawer');
            await closeDrawer(page);
          }
          if (name === 'coupons') {
            await page.getByRole('button', { name: '新建模板' }).click();
            await expect(page.getByRole('dialog').getByRole('group', { name: '适用套餐' })).toBeVisible();
            await check('the coupon template dialog');
            await closeDialog(page);
          }
          if (name === 'feedback') {
            await page
              .getByRole('row')
              .filter({ hasText: '希望报告页可以按行业筛选职业' })
              .first()
              .getByRole('button', { name: '查看' })
              .click();
            await expect(page.getByPlaceholder('回复内容会以系统消息发送给用户')).toBeVisible();
            await check('a feedback drawer');
            await closeDrawer(page);
          }
          if (name === 'keywords') {
            await page.getByRole('button', { name: '添加关键词' }).click();
            await expect(page.getByRole('dialog', { name: '添加关键词' })).toBeVisible();
            await check('the add-keyword dialog');
            await closeDialog(page);
            await page.getByRole('button', { name: '导入文件' }).click();
            await expect(page.getByRole('dialog', { name: '导入关键词' })).toBeVisible();
            await check('the keyword import dialog');
            await closeDialog(page);
          }
        }
      });
    });
  });
}
