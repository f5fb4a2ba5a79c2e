import { create } from 'zustand';

/** Sidebar state shared by the header toggle, the layouts and (later) the conversation list. */
export interface LayoutState {
  /** Desktop/pad: the side navigation is collapsed. */
  sidebarCollapsed: boolean;
  /** Phone: the navigation drawer is open. */
  mobileNavOpen: boolean;
  toggleSidebar: () => void;
  setMobileNavOpen: (open: boolean) => void;
  toggleMobileNav: () => void;
}

export const useLayoutStore = create<LayoutState>()((set) => ({
  sidebarCollapsed: false,
  mobileNavOpen: false,
  toggleSidebar: () => set((s) => ({ sidebarCollapsed: !s.sidebarCollapsed })),
  setMobileNavOpen: (open) => set({ mobileNavOpen: open }),
  toggleMobileNav: () => set((s) => ({ mobileNavOpen: !s.mobileNavOpen })),
}));

export const layoutSelectors = {
  sidebarCollapsed: (s: LayoutState) => s.sidebarCollapsed,
  mobileNavOpen: (s: LayoutState) => s.mobileNavOpen,
  toggleSidebar: (s: LayoutState) => s.toggleSidebar,
  setMobileNavOpen: (s: LayoutState) => s.setMobileNavOpen,
  toggleMobileNav: (s: LayoutState) => s.toggleMobileNav,
};
