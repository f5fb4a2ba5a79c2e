import { theme, type ThemeConfig } from 'antd';
import { Business } from '@lucina/contracts';

// System CJK fonts only: the CSP and the offline-friendly build allow no external font CDN.
const fontFamily = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK SC"',
  '"Noto Sans SC"',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(', ');

/** antd's colorPrimaryActive for the brand primary (#6266EB), for text on light-primary backgrounds. */
const PRIMARY_ACTIVE = '#4949c4';

/*
 * WCAG 2.1 AA (1.4.3) asks 4.5:1 for text. antd's defaults miss it: its tertiary grey (#8c8c8c on white, 3.36:1, the
 * grey of every Typography "secondary", description label and placeholder) and its error red (#ff4d4f, 3.26:1). The
 * brand primary as text reaches 4.55:1 on white but not on the tints it sits on (#f0f3ff 4.1:1, #fafafa 4.35:1).
 * Each is darkened by as little as passes on white and on the app's light greys and tints (theme.test.tsx checks the
 * ratios); fills, borders and icons keep their colours.
 */
/** The tertiary grey: #6b6b6b on white (5.3:1), 4.9:1 on the layout's #f5f5f5. */
const TEXT_TERTIARY = 'rgba(0, 0, 0, 0.58)';
/** The brand primary as text (links, primary text on tints): 4.7:1 on #f0f3ff, 5.0:1 on #fafafa. */
export const PRIMARY_TEXT = '#575be3';
/** Status colours as text on their light backgrounds (tags): antd's are #52c41a 2.2:1 and #faad14 1.9:1. */
export const SUCCESS_TEXT = '#2f7f0e';
export const WARNING_TEXT = '#9c5c00';

export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: Business.primaryColor,
    colorInfo: Business.primaryColor,
    colorLink: PRIMARY_TEXT,
    // antd would derive these from colorLink's own palette (a paler hover): keep the primary's, as before.
    colorLinkHover: '#8f96f7',
    colorLinkActive: PRIMARY_ACTIVE,
    colorPrimaryText: PRIMARY_TEXT,
    colorTextTertiary: TEXT_TERTIARY,
    colorTextDescription: TEXT_TERTIARY,
    colorTextPlaceholder: TEXT_TERTIARY,
    // Icons are not text (3:1 is enough, 1.4.11): they keep antd's grey rather than follow the tertiary text.
    colorIcon: 'rgba(0, 0, 0, 0.45)',
    // 4.6:1 on #f5f5f5 and on its own light background (antd's #ff4d4f: 3.0:1 on #f5f5f5).
    colorError: '#d42a33',
    colorSuccessText: SUCCESS_TEXT,
    colorWarningText: WARNING_TEXT,
    // The text shade of the preset tag colours in use (green, gold, orange) on their lightest shade: 4.9–5.1:1.
    // antd's CSS variables read the dashed names (--ant-gold-7), its tokens the plain ones: both are set.
    green7: SUCCESS_TEXT,
    'green-7': SUCCESS_TEXT,
    gold7: WARNING_TEXT,
    'gold-7': WARNING_TEXT,
    orange7: '#ad4e00',
    'orange-7': '#ad4e00',
    borderRadius: 10,
    borderRadiusLG: 16,
    fontFamily,
    fontSize: 14,
  },
  components: {
    // The selected item's text in the primary's active shade: 4.5:1 on its light-primary background.
    Menu: { itemBorderRadius: 10, itemMarginInline: 8, itemSelectedColor: PRIMARY_ACTIVE },
    Card: { borderRadiusLG: 16 },
    // Status tags draw their colour as text on its light background.
    Tag: { colorSuccess: SUCCESS_TEXT, colorWarning: WARNING_TEXT, colorInfo: PRIMARY_TEXT },
    // The selected tab's text, on the card tabs' grey too (the primary gives 4.2:1 on #f5f5f5).
    Tabs: { itemSelectedColor: PRIMARY_TEXT },
    // A table's 暂无数据 is a message, not a disabled control: the tertiary grey.
    Table: { colorTextDisabled: TEXT_TERTIARY },
  },
};

type MapToken = ReturnType<typeof theme.defaultAlgorithm>;

/** antd's map token for a theme: its algorithms (the default one unless it names others) applied to its seed. */
export function deriveMapToken(config: ThemeConfig): MapToken {
  const seed = { ...theme.defaultSeed, ...config.token };
  const algorithms = [config.algorithm ?? theme.defaultAlgorithm].flat();
  return algorithms.reduce<MapToken | undefined>((map, algorithm) => algorithm(seed, map), undefined)!;
}

/**
 * The theme with a map token derived beforehand (at build time: build/antd-map-token.ts) as its algorithm, so antd
 * does not derive it again in the browser. Without one (dev, tests), the theme as it is.
 */
export function withMapToken(config: ThemeConfig, mapToken: MapToken | null): ThemeConfig {
  return mapToken ? { ...config, algorithm: () => mapToken } : config;
}

/**
 * The theme for a visitor who asked the system for less motion (WCAG 2.3.3): antd's dialogs, drawers and menus
 * open and close without their zoom and slide. A prepared map token (withMapToken) carries the seed's motion, so
 * it is turned off there too.
 */
export function withReducedMotion(config: ThemeConfig, reduce: boolean): ThemeConfig {
  if (!reduce) return config;
  const { algorithm } = config;
  return {
    ...config,
    token: { ...config.token, motion: false },
    ...(typeof algorithm === 'function'
      ? { algorithm: (...args: Parameters<typeof algorithm>) => ({ ...algorithm(...args), motion: false }) }
      : {}),
  };
}
