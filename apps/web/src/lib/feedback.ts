import { loadAntdRoot } from './antd-styles';
import { currentFeedback } from './feedback-holder';

/**
 * Error toast; identical texts share a key so a burst of failing calls shows one toast. Before any antd
 * part has rendered, antd (with the app's theme) loads on this first call.
 */
export function toastError(text: string): void {
  toast('error', text);
}

/** Success toast, for plain-React parts that have no antd context of their own. */
export function toastSuccess(text: string): void {
  toast('success', text);
}

function toast(kind: 'error' | 'success', text: string): void {
  const args = { content: text, key: `${kind}:${text}` };
  const holder = currentFeedback();
  if (holder) {
    void holder.message[kind](args);
    return;
  }
  loadAntdRoot().then(
    ({ staticMessage }) => void staticMessage[kind](args),
    () => console.error(`[toast] ${text}`),
  );
}

/**
 * A success toast for an action that leaves the page: each antd part of the page holds its own toasts, which go
 * with it when the app navigates away, so this one is antd's static message, drawn in a root of its own.
 */
export function toastSuccessAcrossPages(text: string): void {
  loadAntdRoot().then(
    ({ staticMessage }) => void staticMessage.success({ content: text, key: `success:${text}` }),
    () => console.error(`[toast] ${text}`),
  );
}
