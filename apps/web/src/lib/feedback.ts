import type { App } from 'antd';

/** message / modal / notification bound to the ConfigProvider theme and locale. */
export type AppFeedback = ReturnType<typeof App.useApp>;

// Set from inside antd <App> so code outside React (the request layer) toasts with the app theme.
let holder: AppFeedback | null = null;

export function setFeedback(api: AppFeedback | null): void {
  holder = api;
}

/** Error toast; identical texts share a key so a burst of failing calls shows one toast. */
export function toastError(text: string): void {
  if (!holder) {
    console.error(`[toast] ${text}`);
    return;
  }
  void holder.message.error({ content: text, key: `error:${text}` });
}
