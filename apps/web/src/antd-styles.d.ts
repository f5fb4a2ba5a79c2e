declare module 'virtual:antd-styles' {
  /** URLs of the build's prebuilt antd CSS, in cascade order; empty in dev and tests, where antd writes its styles itself. */
  const urls: string[];
  export default urls;
}
