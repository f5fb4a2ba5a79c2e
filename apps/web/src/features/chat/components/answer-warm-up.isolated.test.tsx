import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AntdRoot } from '@/lib/antd-root';
import { mountSample } from './answer-warm-up';
import { warmUp } from './answer-warm-up-entry';

// Its own module copy (an isolated test): the warm-up runs once per page.
describe("the answer's bubble mounted once off screen while the question is typed", () => {
  it('mounts the sample answer hidden from sight and from assistive technology, then leaves nothing behind', async () => {
    const before = document.body.innerHTML;
    const steps: { live: boolean; hidden: boolean; headings: number }[] = [];
    const seen = new MutationObserver(() => {
      const host = document.querySelector<HTMLElement>('[data-warm-up]');
      const answer = host?.querySelector('[data-testid="chat-answer"]');
      if (!host || !answer?.querySelector('h2')) return;
      steps.push({
        live: answer.hasAttribute('data-live'),
        // Not painted, not in the accessibility tree, not focusable, not clickable.
        hidden:
          host.style.visibility === 'hidden' &&
          host.getAttribute('aria-hidden') === 'true' &&
          host.inert &&
          host.style.position === 'fixed' &&
          host.style.pointerEvents === 'none',
        // What a screen reader or a query by role finds: nothing of the sample.
        headings: screen.queryAllByRole('heading').length + screen.queryAllByRole('table').length,
      });
    });
    seen.observe(document.body, { subtree: true, childList: true, attributes: true });
    const focusBefore = document.activeElement;

    // As the composer asks for it: the warm-up's module, antd's provider and the markdown module load, then it mounts.
    await warmUp();

    // The sample renders as it streams and as it is saved (the action bar's buttons: the answer no longer live)…
    await waitFor(() => expect(steps.some((s) => !s.live)).toBe(true), { timeout: 10_000 });
    expect(steps.some((s) => s.live)).toBe(true);
    expect(document.querySelector('[data-warm-up] table')).not.toBeNull();
    expect(steps.every((s) => s.hidden && s.headings === 0)).toBe(true);
    // …and is then taken out again: the document is as it was, focus untouched.
    await waitFor(() => expect(document.querySelector('[data-warm-up]')).toBeNull(), { timeout: 10_000 });
    seen.disconnect();
    expect(document.body.innerHTML).toBe(before);
    expect(document.activeElement).toBe(focusBefore);

    // Once per page: asking again mounts nothing.
    const append = vi.spyOn(document.body, 'appendChild');
    mountSample(AntdRoot);
    expect(append).not.toHaveBeenCalled();
  }, 20_000);
});
