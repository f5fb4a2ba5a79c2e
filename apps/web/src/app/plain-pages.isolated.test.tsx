import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageName } from '@lucina/contracts';
import type * as AntdStyles from '@/lib/antd-styles';

// Counts the router's asks for antd's provider (withAntd), which bring antd with the page. Whether a plain page's
// own code imports antd is for the build to say (its first-screen chunks, e2e/specs/market-first-screen.spec.ts):
// here the feature barrels, which the build shakes, load antd whatever the page.
const asks = vi.hoisted(() => ({ antdRoot: 0 }));
vi.mock('@/lib/antd-styles', async (importOriginal) => {
  const actual = await importOriginal<typeof AntdStyles>();
  return {
    ...actual,
    loadAntdRoot: () => {
      asks.antdRoot++;
      return actual.loadAntdRoot();
    },
  };
});

// The setup file asks for the provider before each test.
beforeEach(() => {
  asks.antdRoot = 0;
});

function findRoute(routes: RouteObject[], id: PageName): RouteObject | undefined {
  for (const route of routes) {
    if (route.id === id) return route;
    const child = route.children && findRoute(route.children, id);
    if (child) return child;
  }
  return undefined;
}

/** Loads the page's route as the router does on a first visit: its code, and antd's provider unless it is plain. */
async function loadPage(name: PageName) {
  const [{ createRoutes }, { createQueryClient }] = await Promise.all([
    import('./router'),
    import('@/lib/query-client'),
  ]);
  const route = findRoute(createRoutes(createQueryClient()), name);
  await (route!.lazy as () => Promise<unknown>)();
}

describe("the plain pages' first screen (a phone runs no antd before they are interactive)", () => {
  it.each<PageName>(['home', 'market'])('%s loads without antd’s provider', async (name) => {
    await loadPage(name);
    expect(asks.antdRoot).toBe(0);
  });

  it('a page drawn with antd loads with it', async () => {
    await loadPage('myCoupons');
    expect(asks.antdRoot).toBe(1);
  });
});
