import { Outlet } from 'react-router';
import { WeChatBanner } from '@/features/support/components/wechat-banner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { usePageViewTracking } from '@/hooks/use-page-view-tracking';
import { useRouteProgress } from '@/hooks/use-route-progress';
import { GlobalModals } from './global-modals';

/** Root of every route: progress bar, tab title and the global dialogs around the layouts. */
export function RootLayout() {
  useRouteProgress();
  useDocumentTitle();
  usePageViewTracking();
  return (
    <>
      <WeChatBanner />
      <Outlet />
      <GlobalModals />
    </>
  );
}
