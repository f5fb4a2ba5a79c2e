import type { App } from 'antd';

/** message / modal / notification bound to the ConfigProvider theme and locale. */
export type AppFeedback = ReturnType<typeof App.useApp>;

// Set from inside antd <App> (lib/antd-root) so code outside React (the request layer) toasts with the app
// theme. A module of its own: the provider writes it and lib/feedback, which loads the provider, reads it.
let holder: AppFeedback | null = null;

export function setFeedback(api: AppFeedback | null): void {
  holder = api;
}

export function currentFeedback(): AppFeedback | null {
  return holder;
}
