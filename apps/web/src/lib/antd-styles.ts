import antdStyleUrls from 'virtual:antd-styles';

let ready: Promise<boolean> | null = null;

/** Resolves true once `link` has loaded, false if it failed. */
function loaded(link: HTMLLinkElement): Promise<boolean> {
  return new Promise((resolve) => {
    link.onload = () => resolve(true);
    link.onerror = () => resolve(false);
  });
}

/**
 * Links the build's antd CSS (build/antd-styles.ts: a few files, so that no single parse blocks a phone's main
 * thread for long) and settles once they apply, true if they all did. Every antd part waits for this first
 * (loadAntdRoot below): then antd renders without its style runtime (zero-runtime mode), and where a part still
 * asks for it (the console) antd reads the style map (the last file) once, on its first render, and reuses a style
 * found there instead of generating it. If any file fails, the map is taken away again and antd writes its styles
 * itself: a failed load only costs time, never a style.
 */
export function loadAntdStyles(): Promise<boolean> {
  ready ??= (async () => {
    if (!antdStyleUrls.length) return false;
    // First in <head>, in their order, where antd puts the styles it writes, so the app's own CSS still follows.
    const anchor = document.head.firstChild;
    const links = antdStyleUrls.map((href) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      document.head.insertBefore(link, anchor);
      return link;
    });
    const results = await Promise.all(links.map(loaded));
    if (!results.includes(false)) return true;
    links.at(-1)?.remove();
    return false;
  })();
  return ready;
}

/** The antd provider module, once antd's prebuilt CSS applies (or has failed, and antd writes its styles). */
export async function loadAntdRoot() {
  const [root, prebuilt] = await Promise.all([import('./antd-root'), loadAntdStyles()]);
  if (prebuilt) root.adoptPrebuiltStyles();
  return root;
}
