import { Fragment } from 'react';
import { useLocation } from 'react-router';
import { Pages } from '@lucina/contracts';
import { useCurrentPage } from '@/hooks/use-current-page';
import { shellText } from '@/config/locale';
import { useGuardedNavigate } from '@/hooks/use-guarded-navigate';
import { breadcrumbFor } from '@/utils/breadcrumb';
import styles from './app-breadcrumb.module.css';

/** The header's trail, drawn like antd's Breadcrumb in plain React (it is on /home's first screen). */
export function AppBreadcrumb() {
  const page = useCurrentPage();
  const { pathname, search } = useLocation();
  const go = useGuardedNavigate();
  const crumbs = breadcrumbFor(page, pathname, search);
  if (crumbs.length === 0) return null;

  return (
    <nav aria-label={shellText.breadcrumb} className={styles.breadcrumb}>
      <ol>
        {crumbs.map((crumb, index) => (
          <Fragment key={`${index}-${crumb.title}`}>
            {index > 0 && (
              <li className={styles.separator} aria-hidden="true">
                /
              </li>
            )}
            <li>
              {crumb.page ? (
                <a
                  href={Pages[crumb.page].path}
                  className={styles.link}
                  onClick={(event) => {
                    event.preventDefault();
                    // Visitors get the login dialog for the service square instead of a bounce home.
                    go(crumb.page!);
                  }}
                >
                  {crumb.title}
                </a>
              ) : (
                <span aria-current="page" className={styles.current}>
                  {crumb.title}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
