import { Outlet } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useRouteProgress } from '@/hooks/use-route-progress';
import { GlobalModals } from './global-modals';

/** Root of every route: progress bar, tab title and the global dialogs around the layouts. */
export function RootLayout() {
  useRouteProgress();
  useDocumentTitle();
  return (
    <>
      <Outlet />
      <GlobalModals />
    </>
  );
}
