import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { AppHeader } from '@/components/layouts/app-header';
import { PageContainer } from '@/components/ui/page-container';
import { HeaderUserEntry } from './header-user-entry';
import styles from './app-layouts.module.css';

/** Service detail and single pages: header with breadcrumb, no sidebar. */
export function BreadcrumbLayout() {
  return (
    <Layout className={styles.shell}>
      <AppHeader userEntry={<HeaderUserEntry />} />
      <Layout.Content className={styles.content}>
        <PageContainer>
          <Outlet />
        </PageContainer>
      </Layout.Content>
    </Layout>
  );
}
