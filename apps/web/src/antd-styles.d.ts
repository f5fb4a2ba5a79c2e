declare module 'virtual:antd-styles' {
  /** URL of the build's prebuilt antd CSS; null in dev and tests, where antd writes its styles itself. */
  const url: string | null;
  export default url;
}
