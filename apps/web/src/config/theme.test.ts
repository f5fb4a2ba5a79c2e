import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { appTheme } from './theme';

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('app theme', () => {
  it("draws the selected navigation item's text at 4.5:1 or more on its background", () => {
    const tokens = theme.getDesignToken(appTheme);
    const selected = appTheme.components?.Menu?.itemSelectedColor as string;
    // antd's default selected-item background: the primary's lightest shade.
    expect(contrast(selected, tokens.colorPrimaryBg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tokens.colorPrimary, tokens.colorPrimaryBg)).toBeLessThan(4.5);
  });
});
