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
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Pages, type PageName } from '@lucina/contracts';
import { MainNav } from '@/components/layouts/main-nav';
import { Logo } from '@/components/ui/logo';
import { PlainButton } from '@/components/ui/plain-button';
import { HomeHero } from '@/features/home';

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
}

/** `element` as the router renders it on `page`'s route (components that read the route find it). */
function renderOn(page: PageName, element: ReactNode): string {
  const router = createMemoryRouter([{ path: '*', handle: { page }, element }], {
    initialEntries: [Pages[page].path],
  });
  return renderToStaticMarkup(<RouterProvider router={router} />);
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

export function renderShellParts(): ShellParts {
  return {
    parts: {
      // The header's sidebar toggle (components/layouts/app-header.tsx) with both its icons: the sidebar shows on a
      // desktop, and is a closed drawer on a phone; index.html shows the one of the width.
      toggle: everywhere(
        'toggle',
        <PlainButton shape="icon">
          <MenuFoldOutlined className="bs-fold" />
          <MenuUnfoldOutlined className="bs-unfold" />
        </PlainButton>,
      ),
      // The header's, with the brand's name at every width, as the shell has always drawn it.
      logo: everywhere('logo', <Logo />),
      // /home's greeting as a visitor first sees it: no session, so nothing is asked for (the script after the
      // shell writes a signed-in user's last greeting into it). Its query is never collected: a collection timer
      // would keep the render's process alive.
      hero: everywhere(
        'hero',
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } })}>
          <HomeHero />
        </QueryClientProvider>,
      ),
      // The main navigation as each page has it (its own item selected).
      nav: variants((page) => renderOn(page, <MainNav />)),
    },
    css: iconStyles.replace(/\s+/g, ' ').trim(),
  };
}
