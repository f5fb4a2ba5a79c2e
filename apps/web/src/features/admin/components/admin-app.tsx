import { lazy, Suspense } from 'react';
import { ConfigProvider, Grid, Layout, Menu, Skeleton, Spin, Tag, Typography, type ThemeConfig } from 'antd';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router';
import { Pages } from '@lucina/contracts';
import { StatusPage } from '@/components/errors/status-page';
import { useAdminMe } from '../api/admin';
import { useFocusableScrollRegions } from '../hooks/use-focusable-scroll-regions';
import { adminText } from '../locale';
import { AuditPage } from './audit-page';
import { BannersPage } from './banners-page';
import { CancellationsPage } from './cancellations-page';
import { CouponsPage } from './coupons-page';
import { ConsultantsPage } from './consultants-page';
import { FeedbackPage } from './feedback-page';
import { MarketPage } from './market-page';
import { MessagesPage } from './messages-page';
import { SitePage } from './site-page';
import { OrdersPage } from './orders-page';
import { PlansPage } from './plans-page';
import { KeywordsPage } from './keywords-page';
import { ReviewPage } from './review-page';
import { UsersPage } from './users-page';
import styles from './admin.module.css';

// Charts load with the dashboard only: operators, who never see it, never download them.
const DashboardPage = lazy(async () => ({ default: (await import('./dashboard-page')).DashboardPage }));
const UsagePage = lazy(async () => ({ default: (await import('./usage-page')).UsagePage }));

const SECTIONS = [
  { key: 'dashboard', label: adminText.menu.dashboard, adminOnly: true },
  { key: 'usage', label: adminText.menu.usage, adminOnly: true },
  { key: 'banners', label: adminText.menu.banners, adminOnly: false },
  { key: 'market', label: adminText.menu.market, adminOnly: false },
  { key: 'consultants', label: adminText.menu.consultants, adminOnly: false },
  { key: 'site', label: adminText.menu.site, adminOnly: false },
  { key: 'feedback', label: adminText.menu.feedback, adminOnly: false },
  { key: 'messages', label: adminText.menu.messages, adminOnly: false },
  { key: 'keywords', label: adminText.menu.keywords, adminOnly: false },
  { key: 'review', label: adminText.menu.review, adminOnly: false },
  { key: 'users', label: adminText.menu.users, adminOnly: true },
  { key: 'orders', label: adminText.menu.orders, adminOnly: true },
  { key: 'plans', label: adminText.menu.plans, adminOnly: true },
  { key: 'coupons', label: adminText.menu.coupons, adminOnly: true },
  { key: 'cancellations', label: adminText.menu.cancellations, adminOnly: true },
  { key: 'audit', label: adminText.menu.audit, adminOnly: true },
] as const;

/** The console at /admin: side menu by role; accounts without a console role see the 403 page. */
/**
 * The console's tables, date pickers and the like are not in the build's antd CSS, which every visitor downloads:
 * here antd writes the styles it does not find there, as it does without that CSS (lib/antd-styles.ts).
 */
const RUNTIME_STYLES: ThemeConfig = { zeroRuntime: false };

export function AdminApp() {
  return (
    <ConfigProvider theme={RUNTIME_STYLES}>
      <AdminConsole />
    </ConfigProvider>
  );
}

function AdminConsole() {
  const me = useAdminMe();
  const { pathname } = useLocation();
  const content = useFocusableScrollRegions(adminText.scrollRegion);
  // Below 1200 px the menu gives its spare width to the tables.
  const wide = Grid.useBreakpoint().xl !== false;
  if (me.isPending) {
    return (
      <div className={styles.loading}>
        <Spin />
      </div>
    );
  }
  if (!me.data) return <StatusPage code="403" />;
  const isAdmin = me.data.role === 'admin';
  const sections = SECTIONS.filter((s) => isAdmin || !s.adminOnly);
  const current = pathname.split('/')[2] || (isAdmin ? 'dashboard' : 'feedback');

  return (
    <Layout className={styles.shell}>
      {/* Below md (a phone) the menu folds away behind antd's edge trigger, leaving the tables the screen. */}
      <Layout.Sider width={wide ? 200 : 168} theme="light" className={styles.sider} breakpoint="md" collapsedWidth={0}>
        <div className={styles.brand}>{adminText.title}</div>
        <Menu
          mode="inline"
          selectedKeys={[current]}
          items={sections.map((s) => ({ key: s.key, label: <Link to={`/admin/${s.key}`}>{s.label}</Link> }))}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className={styles.header}>
          <Typography.Text>
            {me.data.nickname} <Tag color={isAdmin ? 'gold' : 'blue'}>{adminText.role[me.data.role]}</Tag>
          </Typography.Text>
          <Link to={Pages.home.path} className={styles.backToSite}>
            {adminText.backToSite}
          </Link>
        </Layout.Header>
        <Layout.Content className={styles.content} ref={content}>
          <Routes>
            <Route index element={<Navigate to={isAdmin ? 'dashboard' : 'feedback'} replace />} />
            <Route
              path="dashboard"
              element={
                isAdmin ? (
                  <Suspense fallback={<Skeleton active />}>
                    <DashboardPage />
                  </Suspense>
                ) : (
                  <StatusPage code="403" />
                )
              }
            />
            <Route
              path="usage"
              element={
                isAdmin ? (
                  <Suspense fallback={<Skeleton active />}>
                    <UsagePage />
                  </Suspense>
                ) : (
                  <StatusPage code="403" />
                )
              }
            />
            <Route path="banners" element={<BannersPage />} />
            <Route path="market" element={<MarketPage />} />
            <Route path="consultants" element={<ConsultantsPage />} />
            <Route path="site" element={<SitePage />} />
            <Route path="feedback" element={<FeedbackPage />} />
            <Route path="messages" element={<MessagesPage />} />
            <Route path="keywords" element={<KeywordsPage />} />
            <Route path="review" element={<ReviewPage isAdmin={isAdmin} />} />
            <Route path="users" element={isAdmin ? <UsersPage /> : <StatusPage code="403" />} />
            <Route path="orders" element={isAdmin ? <OrdersPage /> : <StatusPage code="403" />} />
            <Route path="plans" element={isAdmin ? <PlansPage /> : <StatusPage code="403" />} />
            <Route path="coupons" element={isAdmin ? <CouponsPage /> : <StatusPage code="403" />} />
            <Route path="cancellations" element={isAdmin ? <CancellationsPage /> : <StatusPage code="403" />} />
            <Route path="audit" element={isAdmin ? <AuditPage /> : <StatusPage code="403" />} />
            <Route path="*" element={<StatusPage code="404" />} />
          </Routes>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
