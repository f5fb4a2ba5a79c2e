import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Resume } from '@lucina/contracts';
import { createResumeReader } from '../../src/modules/assessment/resume-reader.js';
import { demoContentSeeder } from '../../src/modules/content/index.js';
import type { TestApp } from '../helpers/app.js';
import { call, completeTest, createAssessmentApp } from './helpers.js';
import { brokenDoc, docx, exe, multipartBody, pdf, zipBombDocx } from './resume-fixtures.js';

const inAMonth = () => new Date(Date.now() + 30 * 86_400_000);

async function waitForNarrative(t: TestApp, headers: Record<string, string>, recordId: string) {
  for (let i = 0; i < 200; i++) {
    const res = await call(t, 'surveyNarrative', headers, { recordId });
    const data = res.json().data;
    if (data.status !== 'writing') return data;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('narrative did not finish');
}

function upload(
  t: TestApp,
  headers: Record<string, string>,
  recordId: string,
  files: Array<{ name: string; bytes: Buffer }>,
  options: { filesFirst?: boolean } = {},
) {
  const body = multipartBody({ recordId }, files, options);
  return t.app.inject({
    method: 'POST',
    url: '/api/ai/aiSurveyTest/surveyResult',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

describe('full-report extras: narrative, résumé, consultant', () => {
  let t: TestApp;
  let member: { headers: Record<string, string> };
  let free: { headers: Record<string, string> };
  let recordId: string;
  let freeRecordId: string;

  beforeAll(async () => {
    t = await createAssessmentApp();
    member = await t.login({ userGrade: 2, endTime: inAMonth(), workTag: '简历优化,面试辅导' });
    free = await t.login();
    recordId = await completeTest(t, member.headers, { R: 1, I: 5, A: 2, S: 1, E: 2, C: 4 });
    freeRecordId = await completeTest(t, free.headers);
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  it('writes the narrative once from the scores and needs tags, saves it and serves the saved copy', async () => {
    const first = await waitForNarrative(t, member.headers, recordId);
    expect(first.status).toBe('done');
    expect(first.provider).toBe('offline');
    expect(first.content).toContain('你的霍兰德代码是 **I');
    expect(first.content).toContain('简历优化、面试辅导');
    const again = (await call(t, 'surveyNarrative', member.headers, { recordId })).json().data;
    expect(again).toEqual(first);
  });

  it('a résumé upload replaces the files and rewrites the narrative with what the résumé says', async () => {
    const res = await upload(t, member.headers, recordId, [
      { name: '我的简历.docx', bytes: docx(['计算机科学与技术 本科', '熟练使用 Python、SQL，参加过数学建模竞赛']) },
      { name: 'cv.pdf', bytes: pdf(['Internship: data analysis with Excel']) },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { resumes, narrative } = res.json().data;
    expect(resumes.map((r: { fileName: string; kind: string }) => `${r.fileName}:${r.kind}`)).toEqual([
      '我的简历.docx:docx',
      'cv.pdf:pdf',
    ]);
    expect(narrative.status).toBe('writing');
    const done = await waitForNarrative(t, member.headers, recordId);
    expect(done.resumeCount).toBe(2);
    expect(done.content).toContain('简历里的线索');
    expect(done.content).toMatch(/数据与编程（[^）]*Python/);
    expect(done.content).toContain('学历为本科');
    const list = (await call(t, 'resumeList', member.headers, { recordId })).json().data;
    expect(list).toHaveLength(2);
  });

  it('refuses bad uploads with a clear message and keeps the résumés it had', async () => {
    const cases: Array<[Array<{ name: string; bytes: Buffer }>, number, RegExp]> = [
      [[{ name: 'resume.pdf', bytes: exe() }], 400, /不是有效的 Word/],
      [[{ name: 'old.doc', bytes: brokenDoc() }], 400, /无法读取/],
      [Array.from({ length: 4 }, (_, i) => ({ name: `${i}.pdf`, bytes: pdf(['x']) })), 400, /最多上传 3 个/],
      [[{ name: 'big.pdf', bytes: Buffer.concat([pdf(['x']), Buffer.alloc(5 * 1024 * 1024)]) }], 413, /5MB/],
      [[], 400, /请选择要上传的简历/],
    ];
    for (const [files, status, msg] of cases) {
      const res = await upload(t, member.headers, recordId, files);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().msg).toMatch(msg);
    }
    expect((await call(t, 'resumeList', member.headers, { recordId })).json().data).toHaveLength(2);
  });

  it('recommends no consultant until there are some, then those that fit the Holland code', async () => {
    expect((await call(t, 'consultantExpert', member.headers, { recordId })).json().data).toEqual([]);
    await demoContentSeeder.run(t.db);
    // Seeded behind the running app's back, as no deployment does: tell its cache.
    await t.app.ctx.services.content.cache.changed('consultants');
    const res = await call(t, 'consultantExpert', member.headers, { recordId });
    const consultants = res.json().data;
    expect(consultants).toHaveLength(2);
    // I first, C second: the research consultant leads.
    expect(consultants[0].title).toContain('科研');
    expect(consultants[0].reasonZh).toContain('IC');
  });

  it('keeps the extras behind the full report and away from other users', async () => {
    for (const name of ['surveyNarrative', 'consultantExpert', 'resumeList']) {
      const locked = await call(t, name, free.headers, { recordId: freeRecordId });
      expect(locked.statusCode, name).toBe(403);
      expect(locked.json().msg).toBe('完整报告解锁后才能上传简历并生成 AI 解读');
      const foreign = await call(t, name, free.headers, { recordId });
      expect(foreign.statusCode, name).toBe(404);
    }
    const otherMember = await t.login({ userGrade: 1, endTime: inAMonth() });
    expect((await call(t, 'surveyNarrative', otherMember.headers, { recordId })).statusCode).toBe(404);
    const res = await upload(t, otherMember.headers, recordId, [{ name: 'x.pdf', bytes: pdf(['x']) }]);
    expect(res.statusCode).toBe(404);
    expect((await call(t, 'resumeList', member.headers, { recordId })).json().data).toHaveLength(2);
  });

  it('reads no file of a caller without the full report, of another user, or sent before its record', async () => {
    const read = vi.spyOn(t.app.ctx.services.resumeReader, 'read');
    const file = [{ name: 'cv.pdf', bytes: pdf(['x']) }];
    const locked = await upload(t, free.headers, freeRecordId, file);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().msg).toBe('完整报告解锁后才能上传简历并生成 AI 解读');
    expect((await upload(t, free.headers, recordId, file)).statusCode).toBe(404);
    const unordered = await upload(t, member.headers, recordId, file, { filesFirst: true });
    expect(unordered.statusCode).toBe(400);
    expect(unordered.json().msg).toBe('请先提交测评记录ID，再上传简历文件');
    expect(read).not.toHaveBeenCalled();
  });

  it('refuses a zip bomb and a file whose reading never ends, with Chinese messages, keeping the résumés', async () => {
    const bomb = await upload(t, member.headers, recordId, [
      { name: '炸弹.docx', bytes: zipBombDocx(Resume.maxUnzippedBytes + 1) },
    ]);
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().msg).toMatch(/^「炸弹.docx」解压后超过 50MB/);
    const hostile = createResumeReader({
      script: new URL(`data:text/javascript,${encodeURIComponent('while (true) {}')}`),
      timeoutMs: 200,
    });
    vi.spyOn(t.app.ctx.services.resumeReader, 'read').mockImplementation(hostile.read);
    const stuck = await upload(t, member.headers, recordId, [{ name: 'loop.pdf', bytes: pdf(['x']) }]);
    expect(stuck.statusCode).toBe(400);
    expect(stuck.json().msg).toBe('「loop.pdf」读取超时，请另存为普通的 Word 或 PDF 后重试');
    expect((await call(t, 'resumeList', member.headers, { recordId })).json().data).toHaveLength(2);
  });
});
