import { useEffect, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider, message, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import buildMapToken from 'virtual:antd-map-token';
import { appTheme as seedTheme, withMapToken, withReducedMotion } from '@/config/theme';
import { setFeedback } from './feedback-holder';
import '@/lib/dayjs';

/**
 * With the map token the build derived: antd's first render on a page skips deriving it (~half a 30 ms task).
 * The motion preference is read once, when antd first loads; a change takes effect on the next page load.
 */
const appTheme = withReducedMotion(
  withMapToken(seedTheme, buildMapToken),
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
);

/**
 * The theme once the build's antd CSS applies (lib/antd-styles.ts): antd's zero-runtime mode, in which its
 * components compute and look up no styles of their own on render (the CSS already holds them). Until then, and
 * for good if that CSS failed to load, antd writes its styles itself.
 */
let prebuiltTheme: ThemeConfig | null = null;

/** Called once the build's antd CSS applies: from then on the providers render antd without its style runtime. */
export function adoptPrebuiltStyles() {
  prebuiltTheme = { ...appTheme, zeroRuntime: true };
}

const currentTheme = () => prebuiltTheme ?? appTheme;

/** Hands antd's context-aware message/modal to code outside React (the request layer). */
function FeedbackBridge() {
  const api = AntdApp.useApp();
  useEffect(() => {
    setFeedback(api);
    return () => setFeedback(null);
  }, [api]);
  return null;
}

// Toasts shown before any antd part has rendered (lib/feedback) take the app's theme and locale too.
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider locale={zhCN} theme={currentTheme()}>
      {children}
    </ConfigProvider>
  ),
});

export const staticMessage = message;

/**
 * antd's theme, locale and message/modal context around a part of the page that uses antd. The first
 * screen of /home is plain React; every antd part (other pages, dialogs, menus) loads with this on first use.
 */
export function AntdRoot({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={currentTheme()}>
      <AntdApp component={false}>
        <FeedbackBridge />
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}
