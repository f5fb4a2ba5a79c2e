import type { ThemeConfig } from 'antd';
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
