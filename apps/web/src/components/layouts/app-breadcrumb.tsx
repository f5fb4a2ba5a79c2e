import { Breadcrumb } from 'antd';
import { useLocation } from 'react-router';
import { Pages } from '@lucina/contracts';
import { useCurrentPage } from '@/hooks/use-current-page';
import { shellText } from '@/config/locale';
import { useGuardedNavigate } from '@/hooks/use-guarded-navigate';
import { breadcrumbFor } from '@/utils/breadcrumb';

export function AppBreadcrumb() {
  const page = useCurrentPage();
  const { pathname, search } = useLocation();
  const go = useGuardedNavigate();
  const crumbs = breadcrumbFor(page, pathname, search);
  if (crumbs.length === 0) return null;

  return (
    <Breadcrumb
      aria-label={shellText.breadcrumb}
      items={crumbs.map((crumb, index) => ({
        key: `${index}-${crumb.title}`,
        title: crumb.page ? (
          <a
            href={Pages[crumb.page].path}
            onClick={(event) => {
              event.preventDefault();
              // Visitors get the login dialog for the service square instead of a bounce home.
              go(crumb.page!);
            }}
          >
            {crumb.title}
          </a>
        ) : (
          <span aria-current="page">{crumb.title}</span>
        ),
      }))}
    />
  );
}
