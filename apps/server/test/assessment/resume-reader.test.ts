import { describe, expect, it } from 'vitest';
import { Resume } from '@lucina/contracts';
import { readResume, sniffResume } from '../../src/modules/assessment/resume-reader.js';
import { brokenDoc, docx, exe, pdf } from './resume-fixtures.js';

describe('résumé reader', () => {
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
});
