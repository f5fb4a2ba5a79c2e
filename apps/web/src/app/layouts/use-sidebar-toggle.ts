import { useIsPhone } from '@/hooks/use-breakpoint';
import { layoutSelectors, useLayoutStore } from '@/stores/layout-store';

/** The header toggle collapses the sidebar from pad up and opens the drawer on phones. */
export function useSidebarToggle(): { expanded: boolean; toggle: () => void } {
  const isPhone = useIsPhone();
  const collapsed = useLayoutStore(layoutSelectors.sidebarCollapsed);
  const drawerOpen = useLayoutStore(layoutSelectors.mobileNavOpen);
  const toggleSidebar = useLayoutStore(layoutSelectors.toggleSidebar);
  const toggleMobileNav = useLayoutStore(layoutSelectors.toggleMobileNav);
  return isPhone ? { expanded: drawerOpen, toggle: toggleMobileNav } : { expanded: !collapsed, toggle: toggleSidebar };
}
