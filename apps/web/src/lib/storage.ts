/**
 * Storage access that never throws: Safari private mode and locked-down WebViews (e.g. some
 * in-app browsers) raise on localStorage access, and losing persistence beats crashing the app.
 */
type StorageKind = 'local' | 'session';

function storageOf(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch (error) {
    console.warn(`[storage] ${kind}Storage 不可用`, error);
    return null;
  }
}

function createStore(kind: StorageKind) {
  return {
    get(key: string): string | null {
      try {
        return storageOf(kind)?.getItem(key) ?? null;
      } catch (error) {
        console.warn(`[storage] 读取 ${key} 失败`, error);
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        storageOf(kind)?.setItem(key, value);
      } catch (error) {
        console.warn(`[storage] 写入 ${key} 失败`, error);
      }
    },
    remove(key: string): void {
      try {
        storageOf(kind)?.removeItem(key);
      } catch (error) {
        console.warn(`[storage] 删除 ${key} 失败`, error);
      }
    },
  };
}

export const localStore = createStore('local');
export const sessionStore = createStore('session');
