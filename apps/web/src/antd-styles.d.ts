declare module 'virtual:antd-styles' {
  /** URLs of the build's prebuilt antd CSS, in cascade order; empty in dev and tests, where antd writes its styles itself. */
  const urls: string[];
  export default urls;
}

declare module 'virtual:antd-map-token' {
  import type { theme } from 'antd';
  /** antd's map token for the app's theme, derived at build time (build/antd-map-token.ts); null in dev and tests. */
  const mapToken: ReturnType<typeof theme.defaultAlgorithm> | null;
  export default mapToken;
}
