import { expect, test } from '@playwright/test';
import { loginAs } from '../support/session';

// Code in an answer (a model's, not the offline planner's) is highlighted in a worker, off the page's main thread:
// the worker's own file must load in a real browser under the product's content security policy. The saved
// answer is read back with a code block added, as a model's answer would have one.
test('code in an answer is highlighted by the highlight worker', async ({ page, request }) => {
  test.setTimeout(90_000);
  await loginAs(page, request);
  await page.goto('/home');
  await page.getByRole('textbox', { name: /输入你的问题/ }).fill('数据分析要学哪些工具？');
  await page.keyboard.press('Enter');
  const answer = page.locator('[data-testid="chat-answer"]:not([data-live])');
  await expect(answer.getByRole('button', { name: '复制' })).toBeVisible({ timeout: 40_000 });

  await page.route('**/api/ai/conversation/messageList', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      data: { messages: Array<{ messageRole: string; messageContent: string }> };
    };
    const last = body.data.messages.findLast((m) => m.messageRole === 'assistant')!;
    last.messageContent += '\n\n```python\nimport pandas as pd\n```\n';
    await route.fulfill({ response, json: body });
  });
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.reload();
  await expect(answer.locator('pre code .hljs-keyword').first()).toHaveText('import', { timeout: 20_000 });
  expect(workers).toEqual([expect.stringMatching(/^\/assets\/markdown-highlight\.worker-[\w-]+\.js$/)]);
  expect(errors).toEqual([]);
});
