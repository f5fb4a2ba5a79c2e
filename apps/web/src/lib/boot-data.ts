import type { BootData } from '@lucina/contracts';

let read: Partial<BootData> | null = null;

/**
 * The boot data of this page load (apps/server/src/plugins/index-page.ts), read once: the first screen renders the demo bar and the banners with
 * the HTML's own copy instead of waiting for the API, so nothing moves when the answers would have come.
 * Empty when the page came without it (the dev server), and the queries then ask the API as before.
 */
export function bootData(): Partial<BootData> {
  if (read) return read;
  read = {};
  const text = typeof document === 'undefined' ? null : document.getElementById('boot-data')?.textContent;
  if (text) {
    try {
      read = JSON.parse(text) as Partial<BootData>;
    } catch {
      // A page without valid boot data works as one without any.
    }
  }
  return read;
}
