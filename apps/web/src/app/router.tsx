import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { Pages, type PageName } from '@lucina/contracts';
import { RouteErrorElement } from '@/components/errors/route-error-element';
import { RouteHydrateFallback } from '@/components/ui/route-hydrate-fallback';
import { loadAntdRoot } from '@/lib/antd-styles';
import { nextTask } from '@/lib/next-task';
import type { PageHandle } from '@/utils/route-handle';
import { BareLayout } from './layouts/bare-layout';
import { BreadcrumbLayout } from './layouts/breadcrumb-layout';
import { DefaultLayout } from './layouts/default-layout';
import { RootLayout } from './root-layout';
import { pageLoader, revalidateOnNewPath } from './route-guard';

type LazyPage = () => Promise<ComponentType>;

/** Named-export pages, split per route so each loads on first visit. */
const load =
  <M,>(importer: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage =>
  async () =>
    pick(await importer());

const pages = {
  home: load(
    () => import('./routes/home'),
    (m) => m.HomeRoute,
  ),
  market: load(
    () => import('./routes/market'),
    (m) => m.MarketRoute,
  ),
  surveyTest: load(
    () => import('./routes/survey-test/survey-test'),
    (m) => m.SurveyTestRoute,
  ),
  surveyResult: load(
    () => import('./routes/survey-test/survey-result'),
    (m) => m.SurveyResultRoute,
  ),
  occupation: load(
    () => import('./routes/survey-test/occupation'),
    (m) => m.OccupationRoute,
  ),
  course: load(
    () => import('./routes/survey-test/course'),
    (m) => m.CourseRoute,
  ),
  personalInfo: load(
    () => import('./routes/personal/info'),
    (m) => m.PersonalInfoRoute,
  ),
  systemMessage: load(
    () => import('./routes/personal/system-message'),
    (m) => m.SystemMessageRoute,
  ),
  systemMessageDetail: load(
    () => import('./routes/personal/system-message-detail'),
    (m) => m.SystemMessageDetailRoute,
  ),
  member: load(
    () => import('./routes/personal/member'),
    (m) => m.MemberRoute,
  ),
  referralBonus: load(
    () => import('./routes/personal/referral-bonus'),
    (m) => m.ReferralBonusRoute,
  ),
  myCoupons: load(
    () => import('./routes/personal/my-coupons'),
    (m) => m.MyCouponsRoute,
  ),
  helpFeedback: load(
    () => import('./routes/personal/help-feedback'),
    (m) => m.HelpFeedbackRoute,
  ),
  login: load(
    () => import('./routes/auth/login'),
    (m) => m.LoginRoute,
  ),
  agreement: load(
    () => import('./routes/single/agreement'),
    (m) => m.AgreementRoute,
  ),
  agreementMember: load(
    () => import('./routes/single/agreement-member'),
    (m) => m.AgreementMemberRoute,
  ),
  about: load(
    () => import('./routes/single/about'),
    (m) => m.AboutRoute,
  ),
  aboutAi: load(
    () => import('./routes/single/about-ai'),
    (m) => m.AboutAiRoute,
  ),
  support: load(
    () => import('./routes/support'),
    (m) => m.SupportRoute,
  ),
  payResult: load(
    () => import('./routes/pay/result'),
    (m) => m.PayResultRoute,
  ),
  retainCapital: load(
    () => import('./routes/retain/capital'),
    (m) => m.RetainCapitalRoute,
  ),
  error403: load(
    () => import('./routes/errors/forbidden'),
    (m) => m.ForbiddenRoute,
  ),
  error404: load(
    () => import('./routes/errors/not-found'),
    (m) => m.NotFoundRoute,
  ),
} satisfies Record<PageName, LazyPage>;

/**
 * Pages whose first screen is plain React: they load without antd and bring their antd parts in as islands
 * (components/ui/antd-island.tsx), so a phone runs no antd before they are interactive.
 */
const PLAIN_PAGES: ReadonlySet<PageName> = new Set<PageName>(['home', 'market', 'surveyTest', 'surveyResult']);

/** Every other page uses antd: it loads with antd's theme around it (lib/antd-root.tsx). */
async function withAntd(page: LazyPage): Promise<ComponentType> {
  // The provider's code is asked for a task later: its preload links and the page's are each a task's worth.
  const [Page, { AntdRoot }] = await Promise.all([page(), nextTask().then(loadAntdRoot)]);
  return function AntdPage() {
    return (
      <AntdRoot>
        <Page />
      </AntdRoot>
    );
  };
}

/** Element of redirect-only routes: their loader redirects before it renders. */
function Redirecting() {
  return null;
}

/** Builds the route tree; exported apart from the browser router so tests mount it in memory. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  // Route id = contracts page name (SPEC §2 navigates by the names referralBonus and member).
  const pageRoute = (name: PageName) => ({
    id: name,
    handle: { page: name } satisfies PageHandle,
    loader: pageLoader(name, queryClient),
    shouldRevalidate: revalidateOnNewPath,
    lazy: async () => {
      // In a task of its own: asking for a route's code adds a preload link per chunk it needs, dozens of DOM
      // insertions that would otherwise lengthen the router's start (or the click) by tens of ms on a phone.
      await nextTask();
      const Component = PLAIN_PAGES.has(name) ? await pages[name]() : await withAntd(pages[name]);
      // The router goes on in a task of its own too: the page's modules are evaluated as they arrive, and with
      // the router's completion of the navigation that made one 20 ms task here (~160 ms on a phone-class CPU).
      await nextTask();
      return { Component };
    },
  });
  const page = (name: PageName): RouteObject => ({ ...pageRoute(name), path: Pages[name].path });
  const layoutError = <RouteErrorElement />;

  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorElement />,
      hydrateFallbackElement: <RouteHydrateFallback />,
      children: [
        // Keep the query string: a login link may carry `tk` (SPEC §7).
        {
          index: true,
          Component: Redirecting,
          loader: ({ request }) => redirect(`${Pages.home.path}${new URL(request.url).search}`),
        },
        {
          element: <DefaultLayout />,
          errorElement: layoutError,
          children: [
            page('home'),
            page('market'),
            {
              path: Pages.surveyTest.path,
              children: [
                { ...pageRoute('surveyTest'), index: true },
                page('surveyResult'),
                page('occupation'),
                page('course'),
              ],
            },
          ],
        },
        {
          path: '/personal',
          lazy: async () => ({
            Component: await withAntd(async () => (await import('./layouts/personal-layout')).PersonalLayout),
          }),
          errorElement: layoutError,
          children: [
            { index: true, Component: Redirecting, loader: () => redirect(Pages.personalInfo.path) },
            page('personalInfo'),
            page('systemMessage'),
            page('systemMessageDetail'),
            page('member'),
            page('referralBonus'),
            page('myCoupons'),
            page('helpFeedback'),
          ],
        },
        {
          element: <BreadcrumbLayout />,
          errorElement: layoutError,
          children: [
            page('retainCapital'),
            page('agreement'),
            page('agreementMember'),
            page('about'),
            page('aboutAi'),
            page('support'),
            page('payResult'),
          ],
        },
        {
          element: <BareLayout />,
          errorElement: layoutError,
          children: [page('login'), page('error403'), page('error404')],
        },
        // The operator console: its own chunk, never loaded by the visitor's pages.
        {
          path: '/admin/*',
          lazy: async () => ({ Component: await withAntd(async () => (await import('@/features/admin')).AdminApp) }),
        },
        { path: '*', Component: Redirecting, loader: () => redirect(Pages.error404.path) },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
