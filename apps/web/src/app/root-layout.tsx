import { Outlet } from 'react-router';
import { DemoBanner } from '@/features/site';
import { WeChatBanner } from '@/features/support';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { usePageViewTracking } from '@/hooks/use-page-view-tracking';
import { useRouteProgress } from '@/hooks/use-route-progress';
import { useRemoveBootShell } from '@/lib/boot-shell';
import { GlobalModals } from './global-modals';

/** Root of every route: progress bar, tab title, the top notices and the global dialogs around the layouts. */
export function RootLayout() {
  useRemoveBootShell();
  useRouteProgress();
  useDocumentTitle();
  usePageViewTracking();
  return (
    <>
      <DemoBanner />
      <WeChatBanner />
      <Outlet />
      <GlobalModals />
    </>
  );
}
