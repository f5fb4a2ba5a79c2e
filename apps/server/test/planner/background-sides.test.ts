import { describe, expect, it } from 'vitest';
import { sidesLines } from '../../src/providers/llm/offline/background-sides.js';
import type { Major } from '../../src/providers/llm/offline/content/schema.js';
import { chain } from './conversation.js';

/*
 * A major's strengths and gaps in a job asked for ('有什么优势和劣势', '短板会是什么'): named from the major's skills
 * against the job's. Written for these tests, apart from the eval sets.
 */
const major = (name: string, skills: string[]) => ({ name, skills }) as unknown as Major;

describe('a background’s sides in a job', () => {
  it('calls strong what the major trains and the job uses, and a gap what the job asks and the major does not', () => {
    const [strong, gap] = sidesLines(
      '数据分析师',
      ['SQL 取数', '业务理解和结论表达', '可视化看板'],
      major('统计学', ['R 统计建模', 'SQL', '把统计结果讲给业务方听']),
    );
    expect(strong).toMatch(/优势.*SQL/u);
    expect(strong).not.toMatch(/R 统计建模/u);
    expect(gap).toMatch(/短板.*可视化看板/u);
    expect(gap).not.toMatch(/SQL 取数/u);
  });

  it('says when nothing the major trains is the job’s own skill, rather than calling it a match', () => {
    const [strong] = sidesLines('销售', ['客户开发', '谈判'], major('考古学', ['田野发掘', '文物鉴定']));
    expect(strong).toMatch(/不直接对口/u);
  });

  it('answers the sides asked of a named major in a named job', () => {
    const answer = chain('统计学背景去做数据分析师，我的短板会是什么')[0]!;
    expect(answer).toMatch(/\*\*短板\*\*：数据分析师要的[^。]*可视化/u);
    expect(answer).toMatch(/\*\*优势\*\*：[^。]*SQL/u);
  });

  it('keeps to the fit when only the fit is asked', () => {
    const answer = chain('统计学背景适合做数据分析师吗')[0]!;
    expect(answer).not.toMatch(/\*\*短板\*\*/u);
  });
});
