import antdStylesUrl from 'virtual:antd-styles';

let ready: Promise<void> | null = null;

/**
 * Links the build's antd CSS (build/antd-styles.ts) and settles once it applies. antd reads the file's
 * style map once, on its first render, so every antd part waits for this first (app/antd-root loaders):
 * a style found in the map is reused instead of generated. A failed load only costs that time back.
 */
export function loadAntdStyles(): Promise<void> {
  ready ??= new Promise<void>((resolve) => {
    if (!antdStylesUrl) return resolve();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = antdStylesUrl;
    link.onload = link.onerror = () => resolve();
    // First in <head>, where antd puts the styles it writes, so the app's own CSS still follows it.
    document.head.prepend(link);
  });
  return ready;
}

/** The antd provider module, once antd's prebuilt CSS applies. */
export async function loadAntdRoot() {
  const [root] = await Promise.all([import('@/app/antd-root'), loadAntdStyles()]);
  return root;
}
