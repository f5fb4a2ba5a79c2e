import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { finishTestViaApi } from '../support/assessment';
import { loginAs } from '../support/session';
import { snap, VIEWPORTS } from '../support/screenshots';

const input = (page: Page) => page.getByRole('textbox', { name: /输入你的问题/ });
const answers = (page: Page) => page.getByTestId('chat-answer');
const liveAnswer = (page: Page) => page.locator('[data-testid="chat-answer"][data-live]');
const sendButton = (page: Page) => page.getByRole('button', { name: '发送' });
const stopButton = (page: Page) => page.getByRole('button', { name: '停止生成' });

/** Dropdown menus stay in the DOM once opened; only the open one is visible. */
const menuItem = (page: Page, name: string) => page.getByRole('menuitem', { name }).filter({ visible: true });

/** Opens a conversation's menu and picks an item; retried because the menu animates in and out. */
async function rowAction(page: Page, title: RegExp, item: string) {
  await expect(async () => {
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: title }).click();
    await menuItem(page, item).click({ timeout: 5000 });
  }).toPass({ timeout: 40_000 });
}

/** Offline answers pause before their piece `afterPieces` until released (test routes only). */
async function holdAnswers(request: APIRequestContext, afterPieces: number) {
  expect((await request.post('/api/__test__/answers/hold', { data: { afterPieces } })).ok()).toBe(true);
}
async function releaseAnswers(request: APIRequestContext) {
  expect((await request.post('/api/__test__/answers/release')).ok()).toBe(true);
}

async function ask(page: Page, question: string) {
  await input(page).fill(question);
  await input(page).press('Enter');
}

test.describe('chat with the planner (offline assistant)', () => {
  test.setTimeout(120_000);
  // A test that failed while holding answers must not leave the next one waiting.
  test.afterEach(({ request }) => releaseAnswers(request));

  test('ask, stream, stop, regenerate, like; the free count drops once per answer', async ({ page, request }) => {
    await loginAs(page, request, { nickname: '小林' });
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: /小林，你好/ })).toBeVisible();
    await expect(page.getByTestId('chat-count')).toContainText('剩余 10 次免费对话');
    await expect(page.getByText('离线模式：当前未接入大语言模型')).toBeVisible();
    await snap(page, 'chat-home-desktop');

    // Held part-way so the streaming state is there to be seen, then released: past the reasoning, which for this
    // question takes about 30 pieces (a position with its reasons), and well before the answer's end (over 200).
    await holdAnswers(request, 60);
    await ask(page, '我是计算机专业大三学生，适合做产品经理吗？');
    await expect(page.getByTestId('chat-question')).toHaveText('我是计算机专业大三学生，适合做产品经理吗？');
    await expect(page).toHaveURL(/\/home\?c=[0-9a-f-]{36}$/);
    // Streaming: the answer grows while the stop button is shown.
    await expect(stopButton(page)).toBeVisible();
    await expect(liveAnswer(page)).toContainText('离线助手');
    await snap(page, 'chat-streaming-desktop');
    await releaseAnswers(request);
    await expect(sendButton(page)).toBeVisible({ timeout: 60_000 });
    // The count is the server's, read again once the answer has ended.
    await expect(page.getByTestId('chat-count')).toContainText('剩余 9 次免费对话');
    await expect(answers(page)).toHaveCount(1);
    await expect(answers(page).first()).toContainText('产品经理');
    await expect(page.getByTestId('conversation-row')).toHaveCount(1);
    await expect(page.getByTestId('conversation-row')).toContainText('我是计算机专业大三学生');
    await snap(page, 'chat-answer-desktop');

    // Like sticks after a reload.
    await answers(page).first().getByRole('button', { name: '有帮助' }).click();
    await expect(answers(page).first().getByRole('button', { name: '有帮助' })).toHaveAttribute('aria-pressed', 'true');

    // A second question, stopped mid-answer: kept and marked stopped. Held past the reasoning (a follow-up's runs to a
    // few hundred characters, 6 to a piece), so the answer's own text has begun.
    await holdAnswers(request, 80);
    await ask(page, '考研还是就业，我应该怎么选？');
    await expect(liveAnswer(page)).toContainText('离线助手');
    await stopButton(page).click();
    await expect(sendButton(page)).toBeVisible();
    await releaseAnswers(request);
    await expect(answers(page)).toHaveCount(2);
    await expect(answers(page).nth(1)).toContainText('已停止生成');
    const stoppedText = await answers(page).nth(1).innerText();
    await expect(page.getByTestId('chat-count')).toContainText('剩余 8 次免费对话');

    await page.reload();
    await expect(answers(page)).toHaveCount(2);
    await expect(answers(page).first().getByRole('button', { name: '有帮助' })).toHaveAttribute('aria-pressed', 'true');
    await expect(answers(page).nth(1)).toContainText('已停止生成');
    expect(stoppedText).toContain((await answers(page).nth(1).innerText()).split('\n')[0]!);

    // Regenerate replaces the last answer with a complete one.
    await answers(page).nth(1).getByRole('button', { name: '重新生成' }).click();
    await expect(stopButton(page)).toBeVisible();
    await expect(sendButton(page)).toBeVisible({ timeout: 60_000 });
    await expect(answers(page)).toHaveCount(2);
    await expect(answers(page).nth(1)).not.toContainText('已停止生成');
    await expect(page.getByTestId('chat-count')).toContainText('剩余 7 次免费对话');
  });

  test('refreshing in the middle of an answer reattaches and the answer completes', async ({ page, request }) => {
    await loginAs(page, request);
    await page.goto('/home');
    // The answer pauses part-way until the reload is done, however long a busy machine takes to reload.
    await holdAnswers(request, 30);
    await ask(page, '应届生的简历怎么写才能通过筛选？');
    await expect(liveAnswer(page)).toContainText('离线助手');
    await expect(page).toHaveURL(/\?c=/);
    await page.reload();
    // The answer is still being generated server-side: the page follows it live, then it is done.
    await expect(page.getByTestId('chat-question')).toHaveCount(1);
    await expect(liveAnswer(page)).toBeVisible();
    await expect(sendButton(page)).toBeHidden();
    await releaseAnswers(request);
    await expect(sendButton(page)).toBeVisible({ timeout: 60_000 });
    await expect(answers(page)).toHaveCount(1);
    await expect(answers(page).first()).toContainText('简历');
    await expect(answers(page).first()).not.toContainText('已停止生成');
  });

  test('a conversation opens at its end, where its newest answer finishes', async ({ page, request }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await loginAs(page, request);
    await page.goto('/home');
    for (const [i, question] of ['统计学专业适合做什么工作？', '考研还是直接工作？我是普通二本'].entries()) {
      await ask(page, question);
      await expect(answers(page)).toHaveCount(i + 1);
      await expect(sendButton(page)).toBeVisible({ timeout: 60_000 });
    }
    await expect(page).toHaveURL(/\?c=/);
    await page.reload();
    await expect(answers(page)).toHaveCount(2);
    // Two long answers are taller than the screen: it shows the end of the second, its actions, not its middle.
    await expect(page.getByRole('button', { name: '重新生成' })).toBeInViewport();
    const below = await page
      .getByTestId('chat-answer')
      .last()
      .evaluate((answer) => {
        const scroller = answer.closest('[aria-live]')!;
        return scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight;
      });
    expect(below).toBeLessThan(2);
  });

  test('leaving /home while an answer streams stops it (SPEC §4)', async ({ page, request }) => {
    await loginAs(page, request);
    await page.goto('/home');
    await holdAnswers(request, 30);
    await ask(page, '考公还是进企业，我该怎么选？');
    await expect(liveAnswer(page)).toContainText('离线助手');
    const conversation = page.url();
    // The stop and the save of the text shown go out as the page is left; the reload below must not cut them off.
    const saved = page.waitForResponse((r) => r.url().endsWith('/ai/conversation/saveTerminatedMessage'));
    await page.getByRole('navigation', { name: '主导航' }).getByText('服务广场').click();
    await expect(page).toHaveURL(/\/market$/);
    expect((await saved).ok()).toBe(true);
    await page.goto(conversation);
    await expect(answers(page)).toHaveCount(1);
    await expect(answers(page).first()).toContainText('已停止生成');
    await expect(liveAnswer(page)).toHaveCount(0);
  });

  test('rename, pin and delete conversations in the sidebar', async ({ page, request }) => {
    await loginAs(page, request);
    await page.goto('/home');
    await holdAnswers(request, 30);
    for (const q of ['第一个问题：我适合做什么工作？', '第二个问题：如何准备面试？']) {
      await page.getByRole('button', { name: '新建对话' }).click();
      await ask(page, q);
      await expect(liveAnswer(page)).toBeVisible();
      await stopButton(page).click();
      await expect(sendButton(page)).toBeVisible();
    }
    const rows = page.getByTestId('conversation-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('第二个问题');

    // Pin the older one: it moves to the top.
    await rowAction(page, /更多操作：第一个问题/, '置顶');
    await expect(rows.first()).toContainText('第一个问题');
    await expect(rows.first().getByLabel('置顶')).toBeVisible();

    // Rename inline; a long title is cut to 31 characters with an ellipsis.
    const longTitle = '这是一个非常非常长的对话标题，用来检查侧边栏是否只显示前三十一个字符然后加上省略号';
    await rowAction(page, /更多操作：第二个问题/, '重命名');
    await page.getByRole('textbox', { name: '重命名' }).fill(longTitle);
    await page.getByRole('textbox', { name: '重命名' }).press('Enter');
    await expect(rows.nth(1)).toHaveText(`${Array.from(longTitle).slice(0, 31).join('')}…`);
    await snap(page, 'chat-sidebar-desktop');

    // Delete with confirmation.
    await rowAction(page, /更多操作：第一个问题/, '删除');
    await page
      .getByRole('dialog', { name: '删除对话？' })
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await expect(rows).toHaveCount(1);
    await page.reload();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('这是一个非常非常长');
  });

  test('the third conversation of a non-member shows the membership bubble for 5 seconds', async ({
    page,
    request,
  }) => {
    const res = await request.post('/api/__test__/session', { data: { nickname: '小吴', conversationCount: 2 } });
    const { data } = (await res.json()) as { data: { token: string } };
    await page.addInitScript((token) => localStorage.setItem('lucina_token', token), data.token);
    await page.goto('/home');
    await holdAnswers(request, 30);
    await ask(page, '第三个对话：如何准备群面？');
    await expect(liveAnswer(page)).toBeVisible();
    await stopButton(page).click();
    const bubble = page.getByRole('status').filter({ hasText: '成为会员，畅享无限次对话' });
    await expect(bubble).toBeVisible();
    await page.waitForTimeout(300);
    await snap(page, 'chat-member-bubble-desktop');
    await expect(bubble).toBeHidden({ timeout: 8000 });
  });

  test('an occupation named in an answer links to its page, which opens in the same tab without a reload', async ({
    page,
    request,
    context,
  }) => {
    const session = await loginAs(page, request, { nickname: '小陈' });
    await finishTestViaApi(request, session.token, { R: 2, I: 5, A: 2, S: 1, E: 3, C: 4 });
    await page.goto('/home');
    await ask(page, '软件测试工程师平时做什么？需要学什么？');
    await expect(sendButton(page)).toBeVisible({ timeout: 60_000 });
    const link = answers(page).first().getByRole('link', { name: '软件测试工程师' });
    await expect(link).toHaveAttribute('href', '/surveyTest/occupation?code=15-1253.00');
    await expect(link).not.toHaveAttribute('target');

    // A marker on the window survives in-app navigation and is lost on a reload.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await link.click();
    await expect(page).toHaveURL(/\/surveyTest\/occupation\?code=15-1253\.00$/);
    await expect(page.getByRole('heading', { level: 1, name: '软件测试工程师' })).toBeVisible();
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
    expect(context.pages()).toHaveLength(1);
    // The fit comes from the asker's own result; the free report shows only its top three.
    const fit = page.getByRole('region', { name: '和你的匹配度' });
    await expect(fit).toContainText('你的兴趣代码');
    await expect(page.getByRole('link', { name: 'CC BY 4.0 许可协议' })).toBeVisible();
    await snap(page, 'occupation-from-chat-desktop');
    await page.setViewportSize(VIEWPORTS.phone);
    await expect(page.getByRole('heading', { level: 1, name: '软件测试工程师' })).toBeVisible();
    await snap(page, 'occupation-from-chat-phone');

    await page.getByRole('button', { name: '返回' }).click();
    await expect(page).toHaveURL(/\/home\?c=[0-9a-f-]{36}$/);
    await expect(answers(page)).toHaveCount(1);
  });

  test('a user without free chats gets the more-chat-count dialog; phone layout', async ({ page, request }) => {
    const res = await request.post('/api/__test__/session', { data: { nickname: '小周', chatCount: 0 } });
    const { data } = (await res.json()) as { data: { token: string } };
    await page.addInitScript((token) => localStorage.setItem('lucina_token', token), data.token);
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/home');
    await expect(page.getByTestId('chat-count')).toContainText('剩余 0 次免费对话');
    await snap(page, 'chat-home-phone');
    await expect(page.getByRole('button', { name: '获取更多次数' })).toBeVisible();
    await ask(page, '我适合做什么工作？');
    const dialog = page.getByRole('dialog', { name: '获取更多对话次数' });
    await expect(dialog).toBeVisible();
    // Nothing typed is lost: the question waits in the box.
    await expect(input(page)).toHaveValue('我适合做什么工作？');
    await expect(dialog).toContainText('每成功邀请 1 位好友注册，你将获得 3 次对话次数');
    await page.waitForTimeout(400); // the dialog's opening animation
    await snap(page, 'chat-more-count-phone');
    await dialog.getByRole('button', { name: '去开通' }).click();
    await expect(page).toHaveURL(/\/personal\/member$/);
  });
});
