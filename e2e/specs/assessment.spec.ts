import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { SCREENSHOT_DIR, snap, VIEWPORTS } from '../support/screenshots';
import { finishTestViaApi } from '../support/assessment';
import { createSession, TOKEN_KEY } from '../support/session';
import { LOGIN_TITLE, logInOnPhoneTab, trackCaptcha } from '../support/login';

const TOTAL = 48;
/** Answers by question order (R, I, A, S, E, C repeating): a clear realistic–investigative profile. */
const BY_TYPE = [5, 4, 1, 1, 2, 3];
const LABELS = ['非常不喜欢', '不太喜欢', '一般', '比较喜欢', '非常喜欢'];

const counter = (page: Page, n: number) => page.getByText(`第 ${n} / ${TOTAL} 题`, { exact: true });

test.describe('career assessment', () => {
  test.setTimeout(180_000);

  test('a visitor takes the whole test, logs in, and lands on the free report with the hexagon, the code and the locked part', async ({
    page,
    request,
  }) => {
    const captcha = trackCaptcha(page);
    await page.goto('/surveyTest');
    await expect(page.getByRole('heading', { name: '发现你真正感兴趣的职业方向' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '霍兰德职业兴趣测评', exact: true })).toBeVisible();
    await snap(page, 'assessment-index-desktop');

    await page.getByRole('link', { name: '开始测评' }).first().click();
    await expect(page).toHaveURL(/\/surveyTest\?surveyId=1&q=1$/);
    await expect(counter(page, 1)).toBeVisible();
    await snap(page, 'assessment-question-desktop');

    for (let n = 1; n <= TOTAL; n++) {
      await expect(counter(page, n)).toBeVisible();
      if (n === 24) {
        // A refresh resumes on the same question (URL + local copy).
        await expect(page).toHaveURL(/q=24$/);
        await page.reload();
        await expect(counter(page, 24)).toBeVisible();
      }
      const value = BY_TYPE[(n - 1) % 6]!;
      // Half by keyboard (keys 1–5), half by tapping the option.
      if (n % 2) await page.keyboard.press(String(value));
      else await page.getByRole('button', { name: LABELS[value - 1], exact: true }).click();
    }

    const confirm = page.getByRole('dialog', { name: '确定提交？' });
    await expect(confirm).toBeVisible();
    // The final submit scores the test and matches occupations: on a busy machine it can take longer
    // than an assertion's wait, so the test waits for its answer (and shows it, should it fail).
    const finalSubmit = page.waitForResponse(
      (r) => r.url().endsWith('/getSurveySubmit') && r.request().postDataJSON()?.final === true,
      { timeout: 60_000 },
    );
    await confirm.getByRole('button', { name: /提\s*交/ }).click();
    const submitted = (await (await finalSubmit).json()) as { code: number; msg: string };
    expect(submitted.code, submitted.msg).toBe(200);

    // The report is for logged-in users (SPEC §6): the visitor is asked to log in, and the test page
    // keeps offering the report should they close the dialog.
    await expect(page).toHaveURL(/\/surveyTest$/);
    await expect(page.getByRole('dialog', { name: LOGIN_TITLE })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: '测评已完成，你的兴趣代码是 RIC' })).toBeVisible();
    await logInOnPhoneTab(page, request, captcha);

    // The login enters the report (no reload), the record now the account's.
    await expect(page).toHaveURL(/\/surveyTest\/surveyResult\?recordId=[0-9a-f-]{36}$/);
    await expect(page.getByRole('img', { name: '六种兴趣类型得分' })).toBeVisible();
    await expect(page.getByLabel(/^RIC：现实型、研究型、常规型$/)).toBeVisible();
    await expect(page.getByRole('region', { name: '你最突出的三种兴趣' }).getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('region', { name: '最匹配你的职业' }).getByRole('link')).toHaveCount(3);

    const locked = page.getByRole('region', { name: '完整报告' });
    await expect(locked.getByText('完整职业匹配清单')).toBeVisible();
    await expect(locked.getByRole('button', { name: '解锁完整报告 ¥19.9' })).toBeVisible();
    // The full sections are not there for an ordinary user.
    await expect(page.getByRole('heading', { name: '兴趣一致性' })).toHaveCount(0);
    await expect(page.getByText(/O\*NET 29\.3/)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await snap(page, 'assessment-result-free-desktop');

    await page.setViewportSize(VIEWPORTS.phone);
    await page.reload();
    await expect(page.getByRole('img', { name: '六种兴趣类型得分' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await snap(page, 'assessment-result-free-phone');

    // The index now offers the report and lists the record.
    await page.goto('/surveyTest');
    await expect(page.getByRole('heading', { name: /我的测评记录/ })).toBeVisible();
    await expect(page.getByRole('link', { name: '查看报告' }).first()).toBeVisible();
    await snap(page, 'assessment-index-phone');
  });

  test('a member sees the full report with the AI narrative, uploads nothing, and downloads it as a PDF', async ({
    page,
    request,
  }) => {
    const { token } = await createSession(request, { nickname: '小陈', userGrade: 2 });
    const recordId = await finishTestViaApi(request, token, { R: 2, I: 5, A: 3, S: 1, E: 2, C: 4 });

    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
    await page.goto(`/surveyTest/surveyResult?recordId=${recordId}`);
    const narrative = page.getByRole('region', { name: 'AI 个性化解读' });
    // Written in the background and followed live, then saved.
    await expect(narrative.getByRole('heading', { name: '接下来三步' })).toBeVisible({ timeout: 30_000 });
    await expect(narrative).toContainText('你的霍兰德代码是 ICA');
    await expect(page.getByRole('region', { name: '为你推荐的规划顾问' }).getByRole('article')).toHaveCount(2);
    await page.waitForLoadState('networkidle');
    await snap(page, 'assessment-result-full-desktop');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /下载 PDF 报告/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Lucina职业测评报告-ICA.pdf');
    // Kept beside the screenshots for people to look at.
    await file.saveAs(path.join(SCREENSHOT_DIR, 'assessment-report.pdf'));
    const bytes = fs.readFileSync(await file.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The long report spans several A4 pages of rendered images.
    expect(bytes.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0).toBeGreaterThan(1);

    await page.setViewportSize(VIEWPORTS.phone);
    await page.reload();
    await expect(narrative.getByRole('heading', { name: '接下来三步' })).toBeVisible();
    await snap(page, 'assessment-result-full-phone');
  });
});
