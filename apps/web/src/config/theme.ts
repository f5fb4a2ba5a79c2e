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

export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: Business.primaryColor,
    colorInfo: Business.primaryColor,
    colorLink: Business.primaryColor,
    borderRadius: 10,
    borderRadiusLG: 16,
    fontFamily,
    fontSize: 14,
  },
  components: {
    // The selected item's text in the primary's active shade: 4.5:1 on its light-primary background.
    Menu: { itemBorderRadius: 10, itemMarginInline: 8, itemSelectedColor: PRIMARY_ACTIVE },
    Card: { borderRadiusLG: 16 },
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
