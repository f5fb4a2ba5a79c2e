import { Outlet } from 'react-router';
import { AppHeader } from '@/components/layouts/app-header';
import { PageContainer } from '@/components/ui/page-container';
import { HeaderUserEntry } from './header-user-entry';
import styles from './app-layouts.module.css';

/** Service detail and single pages: header with breadcrumb, no sidebar. */
export function BreadcrumbLayout() {
  return (
    <section className={styles.shell}>
      <AppHeader userEntry={<HeaderUserEntry />} />
      <main className={styles.content}>
        <PageContainer>
          <Outlet />
        </PageContainer>
      </main>
    </section>
  );
}
