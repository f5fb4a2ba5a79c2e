import { describe, expect, it } from 'vitest';
import { normalizeText, shippedSafetyGate } from '../../src/modules/safety/index.js';

const gate = shippedSafetyGate();
const verdict = async (q: string) => {
  const v = await gate.check(q, 'question');
  return v.pass ? 'pass' : v.category;
};

/**
 * Traditional characters beyond the hand-picked ones (幫, 畢, 論, 擬, 頁) fold like them, from OpenCC's table, while
 * characters that are everyday simplified ones too (著 in 著名, 乾 in 乾隆) stay. Prompts written for these tests.
 */
describe('the fuller traditional table', () => {
  it('folds characters the hand-picked list lacked', () => {
    expect(normalizeText('幫我擬一份畢業論文')).toBe('帮我拟一份毕业论文');
    expect(normalizeText('著名的乾隆')).toBe('著名的乾隆');
  });

  it('declines requests typed in traditional characters and passes career questions so typed', async () => {
    expect(await verdict('幫我寫一篇畢業論文，要八千字')).toBe('homework');
    expect(await verdict('請問軟體工程師在臺灣的薪資怎麼樣')).toBe('pass');
  });
});
