import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { ConfigProvider, theme, type ThemeConfig } from 'antd';
import { describe, expect, it } from 'vitest';
import { appTheme, deriveMapToken, withMapToken, withReducedMotion } from './theme';

/** A CSS colour (#rrggbb, #rgb or rgba()) as 0–255 channels and an alpha. */
const parse = (colour: string): [number, number, number, number] => {
  const rgba = colour.match(/^rgba?\(([^)]+)\)$/);
  if (rgba) {
    const [r, g, b, a = 1] = rgba[1]!.split(',').map(Number);
    return [r!, g!, b!, a];
  }
  const hex = colour.length === 4 ? `#${[...colour.slice(1)].map((c) => c + c).join('')}` : colour;
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).concat(1) as [number, number, number, number];
};
/** The colour a translucent one shows over an opaque background. */
const over = (colour: string, background: string) => {
  const [r, g, b, a] = parse(colour);
  const [br, bg, bb] = parse(background);
  return [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a)];
};
const luminance = ([r, g, b]: number[]) => {
  const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
};
/** WCAG 2.1's contrast ratio of a text colour on an opaque background. */
const contrast = (text: string, background: string) => {
  const [hi, lo] = [luminance(over(text, background)), luminance(parse(background))].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('contrast', () => {
  it('computes WCAG ratios, translucent text included', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#8c8c8c', '#ffffff')).toBeCloseTo(3.36, 2);
    // antd's default tertiary grey is #8c8c8c once laid on white.
    expect(contrast('rgba(0, 0, 0, 0.45)', '#ffffff')).toBeCloseTo(3.36, 1);
  });
});

describe('app theme', () => {
  const tokens = theme.getDesignToken(appTheme);
  // The grounds text sits on: cards and dialogs, the layout's grey, the light panels (fill on white), the tints.
  const light = {
    container: tokens.colorBgContainer,
    layout: tokens.colorBgLayout,
    panel: '#fafafa',
  };

  // WCAG 2.1 AA 1.4.3: 4.5:1 for body text. Each pair names where antd or the app draws that text on that ground.
  const pairs: [string, string, Record<string, string>][] = [
    ['colorText', tokens.colorText, light],
    ['colorTextSecondary', tokens.colorTextSecondary, light],
    ['colorTextTertiary', tokens.colorTextTertiary, light],
    ['colorTextDescription (Typography secondary, descriptions)', tokens.colorTextDescription, light],
    [
      'colorTextPlaceholder (the select placeholder)',
      tokens.colorTextPlaceholder,
      { container: tokens.colorBgContainer },
    ],
    ['colorLink', tokens.colorLink, { ...light, primaryBg: tokens.colorPrimaryBg }],
    ['colorPrimaryText', tokens.colorPrimaryText, { ...light, primaryBg: tokens.colorPrimaryBg }],
    [
      'colorError (danger buttons and menu items, form errors)',
      tokens.colorError,
      { ...light, errorBg: tokens.colorErrorBg },
    ],
    ['colorErrorText', tokens.colorErrorText, { ...light, errorBg: tokens.colorErrorBg }],
    ['colorPrimary (text on white; white on primary buttons)', tokens.colorPrimary, { container: '#ffffff' }],
  ];
  for (const [name, text, grounds] of pairs) {
    it(`draws ${name} at 4.5:1 or more`, () => {
      for (const [ground, background] of Object.entries(grounds)) {
        expect({ ground, ratio: contrast(text, background) >= 4.5 }).toEqual({ ground, ratio: true });
      }
    });
  }

  it('draws the status and preset tags, the selected tab and the empty table text at 4.5:1 or more', () => {
    const tag = appTheme.components!.Tag! as Record<string, string>;
    expect(contrast(tag.colorSuccess!, tokens.colorSuccessBg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tag.colorWarning!, tokens.colorWarningBg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tag.colorInfo!, tokens.colorInfoBg)).toBeGreaterThanOrEqual(4.5);
    for (const preset of ['green', 'gold', 'orange'] as const) {
      expect({ preset, ok: contrast(tokens[`${preset}7`], tokens[`${preset}1`]) >= 4.5 }).toEqual({ preset, ok: true });
      // antd's CSS variables (--ant-gold-7) come from the dashed name.
      expect(tokens[`${preset}-7`]).toBe(tokens[`${preset}7`]);
    }
    expect(contrast(tokens.colorSuccessText, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tokens.colorWarningText, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(
      contrast(appTheme.components!.Tabs!.itemSelectedColor as string, tokens.colorBgLayout),
    ).toBeGreaterThanOrEqual(4.5);
    expect(contrast(appTheme.components!.Table!.colorTextDisabled as string, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it("draws the selected navigation item's text at 4.5:1 or more on its background", () => {
    const selected = appTheme.components?.Menu?.itemSelectedColor as string;
    // antd's default selected-item background: the primary's lightest shade.
    expect(contrast(selected, tokens.colorPrimaryBg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tokens.colorPrimary, tokens.colorPrimaryBg)).toBeLessThan(4.5);
  });

  it('keeps the brand primary and changes antd only where its text fails', () => {
    const defaults = theme.getDesignToken({ token: { colorPrimary: appTheme.token!.colorPrimary } });
    expect(tokens.colorPrimary).toBe(defaults.colorPrimary);
    expect(contrast(defaults.colorTextTertiary, '#ffffff')).toBeLessThan(4.5);
    expect(contrast(defaults.colorError, '#ffffff')).toBeLessThan(4.5);
    expect(contrast(defaults.colorPrimaryText, tokens.colorPrimaryBg)).toBeLessThan(4.5);
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

describe('reduced motion', () => {
  it('turns antd motion off over the build-time map token, and leaves it on otherwise', () => {
    const shipped = JSON.parse(JSON.stringify(deriveMapToken(appTheme)));
    expect(tokenUnder(withMapToken(appTheme, shipped)).motion).toBe(true);
    const still = tokenUnder(withReducedMotion(withMapToken(appTheme, shipped), true));
    expect(tokenUnder(withReducedMotion(appTheme, true)).motion).toBe(false);
    expect(still.motion).toBe(false);
    expect(still.colorPrimary).toBe(appTheme.token!.colorPrimary!.toLowerCase());
    expect(withReducedMotion(appTheme, false)).toBe(appTheme);
  });
});
