import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Resume } from '@lucina/contracts';
import { createResumeReader, sniffResume, zipDirectory } from '../../src/modules/assessment/resume-reader.js';
import { brokenDoc, docx, exe, manyEntriesDocx, pdf, zipBombDocx } from './resume-fixtures.js';

const script = (code: string) => new URL(`data:text/javascript,${encodeURIComponent(code)}`);
/** A worker script that never finishes: what a hostile PDF can do to a parser. */
const spinForever = script('while (true) {}');
/** A worker script that reads any file as 'inflated': reaching it means the file was opened. */
const opensAnything = script(
  "import { parentPort } from 'node:worker_threads'; parentPort.postMessage({ ok: true, text: 'inflated' });",
);

describe('résumé reader', () => {
  const { read: readResume } = createResumeReader();
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('knows a file by its bytes, not its name', () => {
    expect(sniffResume(pdf(['hello']))).toBe('pdf');
    expect(sniffResume(docx(['你好']))).toBe('docx');
    expect(sniffResume(brokenDoc())).toBe('doc');
    expect(sniffResume(exe())).toBeNull();
    // A zip that is not a Word document (e.g. a renamed archive).
    expect(sniffResume(Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(100)]))).toBeNull();
  });

  it('reads the text of a docx and a pdf', async () => {
    const word = await readResume(
      '简历.docx',
      docx(['张三 计算机科学与技术 本科', '实习：数据分析，熟练使用 Python 和 SQL']),
    );
    expect(word).toMatchObject({ kind: 'docx', fileName: '简历.docx' });
    expect(word.text).toContain('Python');
    expect(word.text).toContain('计算机科学与技术');
    const paper = await readResume('cv.pdf', pdf(['Skills: Python, SQL, Excel', 'Internship at a bank']));
    expect(paper.kind).toBe('pdf');
    expect(paper.text).toContain('Python');
    expect(paper.text).toContain('Internship');
  });

  it('refuses a renamed executable, an unreadable doc and an oversized file with messages naming the file', async () => {
    await expect(readResume('resume.pdf', exe())).rejects.toMatchObject({
      message: '「resume.pdf」不是有效的 Word（doc/docx）或 PDF 文件',
    });
    await expect(readResume('旧简历.doc', brokenDoc())).rejects.toMatchObject({
      message: expect.stringContaining('无法读取'),
    });
    const big = Buffer.concat([pdf(['x']), Buffer.alloc(Resume.maxBytes)]);
    await expect(readResume('big.pdf', big)).rejects.toMatchObject({
      httpStatus: 413,
      message: expect.stringContaining('5MB'),
    });
  });

  it('refuses a zip bomb from its zip directory, before inflating, naming the file', async () => {
    const bomb = zipBombDocx(Resume.maxUnzippedBytes + 1024 * 1024);
    expect(bomb.length).toBeLessThan(Resume.maxBytes);
    expect(zipDirectory(bomb)?.uncompressed).toBeGreaterThan(Resume.maxUnzippedBytes);
    const guarded = createResumeReader({ script: opensAnything });
    expect((await guarded.read('ok.docx', docx(['x']))).text).toBe('inflated');
    const message = `「bomb.docx」解压后超过 50MB 或包含超过 1000 个文件，疑似压缩炸弹，已拒绝`;
    await expect(guarded.read('bomb.docx', bomb)).rejects.toMatchObject({ httpStatus: 400, message });
    await expect(guarded.read('bomb.docx', manyEntriesDocx(Resume.maxZipEntries + 1))).rejects.toMatchObject({
      message,
    });
    // Within both limits a docx with pictures and many parts still reads.
    expect((await readResume('ok.docx', manyEntriesDocx(50))).text).toBe('张三的简历');
  });

  it('ends an extraction that never finishes: its worker is terminated, the file refused, the event loop free', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const terminate = vi.spyOn(Worker.prototype, 'terminate');
    const reader = createResumeReader({ script: spinForever, timeoutMs: 20_000 });
    let settled = false;
    const reading = reader.read('cv.pdf', pdf(['x'])).finally(() => (settled = true));
    reading.catch(() => undefined);
    // While the worker spins, the main thread keeps turning: other requests are served meanwhile.
    for (let i = 0; i < 50; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    expect(terminate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20_000);
    await expect(reading).rejects.toMatchObject({
      httpStatus: 400,
      message: '「cv.pdf」读取超时，请另存为普通的 Word 或 PDF 后重试',
    });
    expect(terminate).toHaveBeenCalledTimes(1);
  });
});
