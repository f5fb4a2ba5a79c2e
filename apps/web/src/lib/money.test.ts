import { describe, expect, it } from 'vitest';
import { fenOfYuanAmount, permilleDiscountLabel, priceText, yuanAmount } from './money';

describe('money', () => {
  it('edits fen as yuan and back without losing a fen', () => {
    for (const fen of [1, 10, 99, 1990, 19900, 123456, 999_999_99]) {
      expect(yuanAmount(fen)).toBe(fen / 100);
      expect(fenOfYuanAmount(yuanAmount(fen))).toBe(fen);
    }
    expect(fenOfYuanAmount(0.1 + 0.2)).toBe(30);
  });

  it('writes prices without trailing zeros', () => {
    expect(priceText(1990)).toBe('19.9');
    expect(priceText(19900)).toBe('199');
    expect(priceText(1)).toBe('0.01');
  });

  it('shows an operator’s per-mille discount exactly', () => {
    expect(permilleDiscountLabel(800)).toBe('8 折');
    expect(permilleDiscountLabel(855)).toBe('8.55 折');
  });
});
