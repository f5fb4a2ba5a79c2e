import { describe, expect, it } from 'vitest';
import { resumeFilesProblem } from './resume-files';

const file = (name: string, size = 1000) => ({ name, size });

describe('résumé file check', () => {
  it('accepts up to three doc, docx or pdf files of at most 5 MB', () => {
    expect(resumeFilesProblem([file('a.pdf'), file('b.DOCX'), file('c.doc', 5 * 1024 * 1024)])).toBeNull();
  });
  it('names the first file that is of the wrong type or too large, and refuses a fourth file', () => {
    expect(resumeFilesProblem([file('a.pdf'), file('photo.png')])).toBe('「photo.png」不是 doc、docx 或 pdf 文件');
    expect(resumeFilesProblem([file('noext')])).toBe('「noext」不是 doc、docx 或 pdf 文件');
    expect(resumeFilesProblem([file('big.pdf', 5 * 1024 * 1024 + 1)])).toBe('「big.pdf」超过 5 MB');
    expect(resumeFilesProblem([file('1.pdf'), file('2.pdf'), file('3.pdf'), file('4.pdf')])).toBe('最多选择 3 个文件');
  });
});
