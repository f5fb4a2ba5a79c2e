import { describe, expect, it } from 'vitest';
import { COVER_MIN_TEXT_PX, COVER_MIN_WIDTH, marketImageSvg } from '../../src/modules/market/index.js';
import { MARKET_CONTENT } from '../../src/modules/market/market.content.js';

const texts = (svg: string) =>
  [...svg.matchAll(/<text\b[^>]*font-size="(\d+)"[^>]*>([^<]*)<\/text>/g)].map((m) => ({
    size: Number(m[1]),
    text: m[2]!,
  }));
const width = (svg: string) => Number(/viewBox="0 0 (\d+) /.exec(svg)![1]);

function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

describe('a service’s drawn cover', () => {
  it('draws every text at 14px or more on the narrowest card, and the whole title', () => {
    for (const title of ['求职陪跑', '考公考编备考规划', '名企实习直推与简历面试全程辅导服务', '一'.repeat(30)]) {
      const svg = marketImageSvg({ title, accent: '#3B6FE0' });
      const scale = COVER_MIN_WIDTH / width(svg);
      const drawn = texts(svg);
      expect(drawn.length, title).toBeGreaterThan(0);
      for (const t of drawn) expect(t.size * scale, title).toBeGreaterThanOrEqual(COVER_MIN_TEXT_PX);
      expect(drawn.map((t) => t.text).join('')).toBe(title);
    }
  });

  it('keeps white text above 4.5:1 on every shipped colour, under its veil', () => {
    for (const { title, accent } of Object.values(MARKET_CONTENT)) {
      const svg = marketImageSvg({ title, accent });
      const veil = Number(/fill="#000000" fill-opacity="([\d.]+)"/.exec(svg)![1]);
      // The lighter end of the gradient is the accent (the other, #6266EB, is darker than the lightest accent).
      for (const colour of [accent, '#6266EB']) {
        const veiled = luminance(colour) * (1 - veil) ** 2.2;
        expect((1.05 / (veiled + 0.05)) as number, `${title} ${colour}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('keeps a title from becoming markup', () => {
    expect(marketImageSvg({ title: '<a>&', accent: '#3B6FE0' })).toContain('&#60;a&#62;&#38;');
  });
});
