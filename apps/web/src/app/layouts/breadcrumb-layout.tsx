import { ContainedOutlet, LayoutFrame } from './layout-frame';

/** Service detail and single pages: header with breadcrumb, no sidebar. */
export function BreadcrumbLayout() {
  return (
    <LayoutFrame>
      <ContainedOutlet />
    </LayoutFrame>
  );
}
