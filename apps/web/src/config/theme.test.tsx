import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { ConfigProvider, theme, type ThemeConfig } from 'antd';
import { describe, expect, it } from 'vitest';
import { appTheme, deriveMapToken, withMapToken } from './theme';

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

describe('the design tokens in styles/global.css', () => {
  // /home's first screen renders without antd, so its CSS reads these copies; they must follow the theme.
  // Run from the repository or from apps/web (jsdom gives import.meta.url no file path).
  const file = ['apps/web/src/styles/global.css', 'src/styles/global.css']
    .map((candidate) => path.resolve(process.cwd(), candidate))
    .find((candidate) => fs.existsSync(candidate))!;
  const globalCss = fs.readFileSync(file, 'utf8');
  const copies = [...globalCss.matchAll(/--ant-([a-z-]+):\s*([^;]+);/g)].map(([, name, value]) => ({
    // antd names borderRadiusLG's variable --ant-border-radius-lg: compare names without case.
    key: name!.replace(/-/g, '').toLowerCase(),
    value: value!,
  }));
  const normalise = (value: string) => value.replace(/\s+/g, '').replace(/'/g, '"').toLowerCase();

  it('copies every antd token it names with the value the app theme gives it', () => {
    const tokens = Object.fromEntries(
      Object.entries(theme.getDesignToken(appTheme)).map(([key, value]) => [key.toLowerCase(), value]),
    ) as Record<string, string | number>;
    expect(copies.length).toBeGreaterThan(20);
    for (const { key, value } of copies) {
      const token = tokens[key];
      const expected = typeof token === 'number' ? `${token}px` : token;
      expect({ key, value: normalise(value) }).toEqual({ key, value: normalise(String(expected)) });
    }
  });
});

/** The token antd's components get under a ConfigProvider with this theme. */
function tokenUnder(config: ThemeConfig) {
  let token: unknown;
  function Probe() {
    token = theme.useToken().token;
    return null;
  }
  render(
    <ConfigProvider theme={config}>
      <Probe />
    </ConfigProvider>,
  );
  return token as Record<string, unknown>;
}

describe('the map token derived at build time', () => {
  it('gives antd the tokens it derives itself from the seed, once through JSON as the build ships it', () => {
    const shipped = JSON.parse(JSON.stringify(deriveMapToken(appTheme)));
    const prepared = tokenUnder(withMapToken(appTheme, shipped));
    const derived = tokenUnder(appTheme);
    expect(prepared).toEqual(derived);
    expect(prepared.colorPrimary).toBe(appTheme.token!.colorPrimary!.toLowerCase());
  });

  it('is derived with the algorithm the theme names, not always the default one', () => {
    const dark = deriveMapToken({ ...appTheme, algorithm: theme.darkAlgorithm });
    expect(dark.colorBgBase).not.toBe(deriveMapToken(appTheme).colorBgBase);
    expect(tokenUnder(withMapToken(appTheme, dark)).colorBgContainer).toBe(
      tokenUnder({ ...appTheme, algorithm: theme.darkAlgorithm }).colorBgContainer,
    );
  });

  it('leaves the theme as it is when there is none (dev and tests)', () => {
    expect(withMapToken(appTheme, null)).toBe(appTheme);
  });
});
