import { act, fireEvent, render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatMessage } from '@/testing/fixtures';
import { TestProviders } from '@/testing/providers';
import { draftShell, newDraft, type DraftShell } from '../utils/draft';
import { MessageList } from './message-list';

vi.mock('react-markdown', () => ({ default: ({ children }: { children: string }) => <p>{children}</p> }));

const message = (id: string, role: 'user' | 'assistant', text: string) => chatMessage(id, role, text);

// The size observer the list installs, run by the test as a browser would after a layout that changed a size.
let resized: (() => void) | null = null;
beforeEach(() => {
  resized = null;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

/** A scroller of 500 px showing `height` px of conversation, as jsdom lays nothing out. */
function laidOut(scroller: HTMLElement, height: number) {
  Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 500 });
  Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: height });
}

describe('the message list follows the conversation’s end', () => {
  it('opens a conversation at its end as its answers render, and leaves a reader who scrolled up alone', () => {
    const saved = [message('q1', 'user', '考研还是工作？'), message('a1', 'assistant', '先看你的目标岗位。')];
    const view = (draft: DraftShell | null) => (
      <TestProviders queryClient={new QueryClient()}>
        <MessageList saved={saved} draft={draft} busy={false} onRegenerate={() => undefined} />
      </TestProviders>
    );
    const { container, rerender } = render(view(null));
    const scroller = container.querySelector<HTMLElement>('[aria-live="polite"]')!;

    // The answers render and the thread grows: the list stays at its end each time.
    laidOut(scroller, 1200);
    act(() => resized!());
    expect(scroller.scrollTop).toBe(700);
    laidOut(scroller, 2400);
    act(() => resized!());
    expect(scroller.scrollTop).toBe(1900);

    // The reader scrolls up to read: the thread growing no longer moves them.
    scroller.scrollTop = 300;
    fireEvent.scroll(scroller);
    laidOut(scroller, 2600);
    act(() => resized!());
    expect(scroller.scrollTop).toBe(300);

    // They ask another question: back to the end, where it and its answer are.
    rerender(view(draftShell(newDraft({ kind: 'ask', conversationId: 'c1', question: '那考公呢？' }))));
    laidOut(scroller, 2800);
    act(() => resized!());
    expect(scroller.scrollTop).toBe(2300);
  });
});
