import { useCallback, useRef } from 'react';

const REGIONS = '.ant-table-content, .ant-table-body';

/**
 * A table wider than the screen scrolls sideways inside antd's wrapper; with no link or button in it a keyboard
 * user could not scroll it (WCAG 2.1.1). Every such wrapper under the element given to the returned ref is made
 * focusable and named, including those of tables rendered later.
 */
export function useFocusableScrollRegions(label: string): (root: HTMLElement | null) => void {
  const observer = useRef<MutationObserver | null>(null);
  return useCallback(
    (root: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!root) return;
      const mark = () => {
        for (const region of root.querySelectorAll<HTMLElement>(REGIONS)) {
          if (region.hasAttribute('tabindex')) continue;
          region.setAttribute('tabindex', '0');
          region.setAttribute('role', 'region');
          region.setAttribute('aria-label', label);
        }
      };
      mark();
      // Only added nodes matter: the attributes set here do not wake the observer again.
      observer.current = new MutationObserver(mark);
      observer.current.observe(root, { childList: true, subtree: true });
    },
    [label],
  );
}
