import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { loadAntdRoot } from '@/lib/antd-styles';

/**
 * A component that uses antd, loaded (with antd and the app's antd theme) on first render, so the
 * plain-React first screen never waits for it. `fallback` holds its place meanwhile.
 */
export function antdIsland<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(async () => {
    const [Component, { AntdRoot }] = await Promise.all([load(), loadAntdRoot()]);
    function WithAntd(props: P) {
      return (
        <AntdRoot>
          <Component {...props} />
        </AntdRoot>
      );
    }
    return { default: WithAntd };
  });
  function Island({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...(props as unknown as P)} />
      </Suspense>
    );
  }
  return Island;
}
