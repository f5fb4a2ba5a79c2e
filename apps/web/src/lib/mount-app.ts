import { startTransition, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * Mounts the app as a transition: index.html's static shell stays on screen until the first route commits, so
 * the first render can yield to the browser every few milliseconds instead of holding the main thread in one
 * long task (a phone's input delay and Lighthouse's blocking time).
 */
export function mountApp(container: Element, app: ReactNode): Root {
  const root = createRoot(container);
  startTransition(() => root.render(app));
  return root;
}
