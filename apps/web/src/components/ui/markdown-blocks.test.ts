import { describe, expect, it } from 'vitest';
import { isOpenFormula, splitBlocks, withPendingTableDelimiter, type Blocks } from './markdown-blocks';

const ANSWER = [
  '## 先说结论',
  '',
  '如果你更在意**稳定**，国企更合适；更在意成长速度，选大厂。',
  '',
  '1. 第一步：列出两个 offer 的薪资\n2. 第二步：比较城市成本\n\n   补充说明属于第二项',
  '',
  '| 项目 | 国企 | 大厂 |\n|---|---|---|\n| 稳定 | 高 | 中 |',
  '',
  '```python\nprint("a")\n\nprint("b")\n```',
  '',
  '$$\na^2 + b^2 = c^2\n$$',
  '',
  '> 引用一段话\n继续引用',
  '',
  '最后一段，带一个[链接](/surveyTest)。',
].join('\n');

describe('splitBlocks', () => {
  it('cuts an answer into its top-level blocks, which join back into the text', () => {
    const { sources } = splitBlocks(ANSWER);
    expect(sources.join('')).toBe(ANSWER);
    // heading, paragraph, list (with its indented paragraph), table, code (blank line inside), formula, quote, paragraph
    expect(sources).toHaveLength(8);
    expect(sources[2]).toContain('补充说明属于第二项');
    expect(sources[4]).toContain('print("b")');
  });

  it('streamed character by character, ends with the same blocks as one cut of the whole text', () => {
    let blocks: Blocks | undefined;
    const chars = Array.from(ANSWER);
    for (let i = 1; i <= chars.length; i++) {
      const text = chars.slice(0, i).join('');
      blocks = splitBlocks(text, blocks);
      expect(blocks.sources.join('')).toBe(text);
      // Every step, not only the last, cuts as a parse of the whole text would.
      expect(blocks.sources).toEqual(splitBlocks(text).sources);
    }
    expect(blocks!.sources).toEqual(splitBlocks(ANSWER).sources);
  });

  it('keeps the finished blocks of the previous split while the text grows, and starts over when it does not', () => {
    const first = splitBlocks('第一段。\n\n第二段');
    const grown = splitBlocks('第一段。\n\n第二段继续写', first);
    expect(grown.sources).toEqual(['第一段。\n\n', '第二段继续写']);
    const replaced = splitBlocks('全新的回答', grown);
    expect(replaced.sources).toEqual(['全新的回答']);
    expect(splitBlocks('').sources).toEqual([]);
  });
});

describe('isOpenFormula', () => {
  it('is true for a display formula until its closing $$ arrives', () => {
    expect(isOpenFormula('$$\na^2 + b^2')).toBe(true);
    expect(isOpenFormula('$$\na^2 + b^2\n$$')).toBe(false);
    expect(isOpenFormula('$$a^2$$')).toBe(false);
    expect(isOpenFormula('普通段落 $x$')).toBe(false);
  });
});

describe('withPendingTableDelimiter', () => {
  it('gives a table header that is still alone the delimiter row it will have', () => {
    expect(withPendingTableDelimiter('| 方向 | 薪资 |')).toBe('| 方向 | 薪资 |\n| --- | --- |');
    // A header still being written counts the cells it has so far.
    expect(withPendingTableDelimiter('| 方向 | 薪')).toBe('| 方向 | 薪\n| --- | --- |');
  });

  it('completes a delimiter row that has only partly arrived', () => {
    expect(withPendingTableDelimiter('| 方向 | 薪资 | 城市 |\n|---|-')).toBe(
      '| 方向 | 薪资 | 城市 |\n| --- | --- | --- |',
    );
  });

  it('leaves a table with its delimiter, a table with rows, and any other block as they are', () => {
    const withRow = '| 方向 | 薪资 |\n|---|---|\n| 产品 | 中 |';
    expect(withPendingTableDelimiter(withRow)).toBe(withRow);
    expect(withPendingTableDelimiter('| 方向 | 薪资 |\n| 产品 | 中 |')).toBe('| 方向 | 薪资 |\n| 产品 | 中 |');
    expect(withPendingTableDelimiter('先说结论：选国企。')).toBe('先说结论：选国企。');
    expect(withPendingTableDelimiter('|')).toBe('|');
  });
});
