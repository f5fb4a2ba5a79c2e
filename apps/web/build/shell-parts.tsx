/**
 * The static shell's parts drawn by the app's own components, loaded by Vite's SSR (shell-render.ts) so each
 * is the markup the app renders, with the class names of the app's CSS modules. Only what a first paint
 * needs: no state, no data, no effects.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { iconStyles } from '@ant-design/icons/es/utils';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { Pages, RIASEC_TYPES, RiasecNames, type PageName, type SurveyResultDetail } from '@lucina/contracts';
import { AppHeader } from '@/components/layouts/app-header';
import { MainNav } from '@/components/layouts/main-nav';
import { PageContainer } from '@/components/ui/page-container';
import { appTheme } from '@/config/theme';
import { DEFAULT_QUESTION_COUNT, IntroHero, ReportSummary, typeLabelsQueryOptions } from '@/features/assessment';
import { LoginButton } from '@/features/auth';
import { HomeHero } from '@/features/home';
import { MarketHeading, ServiceCard, ServiceGrid } from '@/features/market';

/** The addresses the shell paints (index.html's `data-boot`), with the page each shows. */
const SHELL_PAGES: Record<string, PageName> = {
  '/': 'home',
  [Pages.home.path]: 'home',
  [Pages.market.path]: 'market',
  [Pages.surveyTest.path]: 'surveyTest',
  [Pages.surveyResult.path]: 'surveyResult',
};

/** One drawing of a part, and the addresses that show it. */
export interface ShellVariant {
  paths: string[];
  html: string;
}

export interface ShellParts {
  /** Each part's drawings by its name (index.html's `<!-- shell:name -->`). */
  parts: Record<string, ShellVariant[]>;
  /** antd's icon styles, which the icons write at run time: the shell's icons need them before any script. */
  css: string;
  /** The styles antd writes at run time for the parts drawn with antd, whole (the build keeps those they use). */
  antd: { css: string; html: string };
}

/**
 * `element` as the router renders it on `page`'s route (components that read the route find it); `ids` prefixes its
 * ids (the logo's gradient), so no two drawings on the page share one: a gradient found in a hidden drawing paints
 * nothing.
 */
function renderOn(page: PageName, element: ReactNode, ids = 'bs-'): string {
  const router = createMemoryRouter([{ path: '*', handle: { page }, element }], {
    initialEntries: [Pages[page].path],
  });
  return renderToStaticMarkup(<RouterProvider router={router} />, { identifierPrefix: ids });
}

/**
 * The header as a visitor's page has it (its breadcrumb, the login button), with the sidebar toggle's both icons:
 * the sidebar shows on a desktop and is a closed drawer on a phone, and index.html shows the one of the width. The
 * login button's wrapper lets index.html hide it when a session is stored.
 */
function header(page: PageName): string {
  const html = renderOn(
    page,
    <AppHeader onToggleSidebar={() => {}} userEntry={<span className="bs-login">{<LoginButton />}</span>} />,
    `bs-header-${page}-`,
  );
  const fold = renderToStaticMarkup(<MenuFoldOutlined />);
  const both = renderToStaticMarkup(
    <>
      <MenuFoldOutlined className="bs-fold" />
      <MenuUnfoldOutlined className="bs-unfold" />
    </>,
  );
  if (!html.includes(fold)) throw new Error("shell parts: the header's toggle has no fold icon");
  return html.replace(fold, () => both);
}

/** Pages whose drawings are the same share one. */
function variants(render: (page: PageName) => string): ShellVariant[] {
  const byHtml = new Map<string, string[]>();
  for (const [path, page] of Object.entries(SHELL_PAGES)) {
    const html = render(page);
    byHtml.set(html, [...(byHtml.get(html) ?? []), path]);
  }
  return [...byHtml].map(([html, paths]) => ({ paths, html }));
}

/** A part every page draws alike; ids (the logo's gradient) are the part's own, never another's on the page. */
function everywhere(name: string, element: ReactNode): ShellVariant[] {
  return [
    { paths: Object.keys(SHELL_PAGES), html: renderToStaticMarkup(element, { identifierPrefix: `bs-${name}-` }) },
  ];
}

/**
 * Each element with antd's components in the app's theme, and the styles antd writes for them. Their classes are
 * the shell's own (`bs-antd`, not antd's hash of the theme): the styles kept in the page never reach the app's
 * components. Ids go: the app's copy of a part has them, and the shell is hidden from assistive technology.
 */
function renderAntd<Name extends string>(
  elements: Record<Name, ReactNode>,
): { html: Record<Name, string>; css: string } {
  const cache = createCache();
  const html = {} as Record<Name, string>;
  for (const [name, element] of Object.entries<ReactNode>(elements)) {
    html[name as Name] = renderToStaticMarkup(
      <StyleProvider cache={cache}>
        <ConfigProvider theme={{ ...appTheme, cssVar: { key: 'bs-antd-vars' } }}>{element}</ConfigProvider>
      </StyleProvider>,
    );
  }
  const css = extractStyle(cache, { plain: true, types: ['style', 'cssVar', 'token'] });
  const hash = /\bcss-(?!var-)[\w-]+/.exec(Object.values<string>(html).join(''))?.[0];
  const own = (text: string) => (hash ? text.replaceAll(hash, 'bs-antd') : text);
  for (const name of Object.keys(html) as Name[]) {
    html[name] = own(html[name]).replace(/ (id|aria-labelledby)="[^"]*"/g, '');
  }
  return { html, css: own(css) };
}

/** A query client whose queries are never collected: a collection timer would keep the render's process alive. */
const keptQueries = () => new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } });

/**
 * A report's summary (the code, its meaning, the hexagon and its legend) with one of each type's letters in the
 * code and in the legend, in hexagon order, and no scores: index.html's report script keeps the record's letters in
 * its order and writes its names, percents and time when the record's answers come (before the app's code).
 */
export function reportSummary(): ReactNode {
  const record = 'shell';
  const scores = RIASEC_TYPES.map((type) => ({ type, nameZh: RiasecNames[type], raw: 0, max: 0, percent: 0, rank: 0 }));
  // The fields the summary reads; a time, so that its line is drawn.
  const detail = {
    record: { id: record, submitTime: new Date(0).toISOString() },
    scores,
    hollandCode: RIASEC_TYPES.join(''),
    tieNoteZh: null,
  } as unknown as SurveyResultDetail;
  const client = keptQueries();
  client.setQueryData(
    typeLabelsQueryOptions(record).queryKey,
    scores.map(({ type, nameZh }) => ({ type, nameZh, nameEn: type, keywordsZh: [], percent: 0, rank: 0 })),
  );
  return (
    <QueryClientProvider client={client}>
      <PageContainer wide>
        <ReportSummary detail={detail} />
      </PageContainer>
    </QueryClientProvider>
  );
}

/**
 * /market's grid, a card and a tag as templates, with the places where the server writes each service's fields
 * (`%label%`, `%summary%`, `%image%`, `%tags%`, `%price%`, `%cards%`): it takes them out of every page and draws the cards on
 * /market's (apps/server/src/plugins/index-page.ts). The card is the second's: its cover loads at once, with no
 * priority; the server gives the first its priority and the covers past the first row their lazy loading.
 */
/** /market's card with the places of a service's fields, as the second of the grid (see marketTemplates). */
export const MARKET_CARD = (
  <ServiceCard
    service={{ label: '%label%', summaryZh: '%summary%', imageUrl: '%image%', tagsZh: ['%tag%'] }}
    price="%price%"
    index={1}
  />
);

export function marketTemplates(card: string): string {
  const tag = /<span\b[^>]*>%tag%<\/span>/.exec(card)?.[0];
  if (!tag) throw new Error("shell parts: the market card's tag is not found");
  const grid = renderToStaticMarkup(<ServiceGrid>%cards%</ServiceGrid>);
  const template = (id: string, html: string) => `<template id="bs-mk-${id}">${html}</template>`;
  return template('grid', grid) + template('card', `<li>${card.replace(tag, '%tags%')}</li>`) + template('tag', tag);
}

export function renderShellParts(): ShellParts {
  const antd = renderAntd({
    // /surveyTest's intro, as the page has it before its surveys load.
    survey: <IntroHero questionCount={DEFAULT_QUESTION_COUNT} />,
    // A report's summary, painted by index.html's report script from the record.
    report: reportSummary(),
  });
  return {
    parts: {
      header: variants(header),
      // /home's greeting as a visitor first sees it: no session, so nothing is asked for (the script after the
      // shell writes a signed-in user's last greeting into it).
      hero: everywhere(
        'hero',
        <QueryClientProvider client={keptQueries()}>
          <HomeHero />
        </QueryClientProvider>,
      ),
      // The main navigation as each page has it (its own item selected).
      nav: variants((page) => renderOn(page, <MainNav />)),
      // /market's heading above the cards (the server puts the cards in), and its card, filled by the server (see
      // marketTemplates): plain React, as the page draws them.
      market: [{ paths: [Pages.market.path], html: renderToStaticMarkup(<MarketHeading />) }],
      marketCards: [{ paths: [Pages.market.path], html: marketTemplates(renderToStaticMarkup(MARKET_CARD)) }],
      survey: [{ paths: [Pages.surveyTest.path], html: antd.html.survey }],
      report: [{ paths: [Pages.surveyResult.path], html: antd.html.report }],
    },
    css: iconStyles.replace(/\s+/g, ' ').trim(),
    antd: { css: antd.css, html: Object.values<string>(antd.html).join('') },
  };
}
