import { useEffect } from 'react';
import { Pages, pageTitle } from '@lucina/contracts';
import { useCurrentPage } from './use-current-page';

/** Every route's tab title is its page title plus the site slogan (SPEC §2). */
export function useDocumentTitle(): void {
  const page = useCurrentPage();
  useEffect(() => {
    if (page) document.title = pageTitle(Pages[page].title);
  }, [page]);
}
