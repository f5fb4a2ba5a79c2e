import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { AppHeader } from '@/components/layouts/app-header';
import { PageContainer } from '@/components/ui/page-container';
import { HeaderUserEntry } from './header-user-entry';
import styles from './app-layouts.module.css';

// The footer's few lines load after the first screen (the /home budget), into a slot that already holds its place.
const SiteFooter = lazy(() => import('@/components/layouts/site-footer'));

/** The header with the user's entry above what a layout shows; with `sidebar`, the header's toggle drives it. */
export function LayoutFrame({
  sidebar,
  children,
}: {
  sidebar?: { expanded: boolean; toggle: () => void };
  children: ReactNode;
}) {
  return (
    <section className={styles.shell}>
      <AppHeader
        onToggleSidebar={sidebar?.toggle}
        sidebarExpanded={sidebar?.expanded}
        userEntry={<HeaderUserEntry />}
      />
      {children}
      <div className={styles.footerSlot}>
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      </div>
    </section>
  );
}

/** The routed page inside the page container's width. */
export function ContainedOutlet() {
  return (
    <main className={styles.content}>
      <PageContainer>
        <Outlet />
      </PageContainer>
    </main>
  );
}
