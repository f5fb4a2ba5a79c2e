import { act, render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@lucina/contracts';
import { chatMessage } from '@/testing/fixtures';
import { TestProviders } from '@/testing/providers';
import { useAnswerStreamStore } from '../hooks/answer-stream-store';
import { useDraftShell } from '../hooks/use-chat-page';
import { newDraft, type AnswerDraft } from '../utils/draft';
import { MessageList } from './message-list';
import type * as MessageItem from './message-item';

// Each call is one markdown block rendered by the markdown stack; the test counts them per answer.
const rendered = vi.hoisted(() => [] as string[]);
vi.mock('react-markdown', () => ({
  default: ({ children }: { children: string }) => {
    rendered.push(children);
    return <p>{children}</p>;
  },
}));

// Each call is one answer bubble rendered (its id; null while the answer being written has none yet).
const bubbles = vi.hoisted(() => [] as (string | null)[]);
vi.mock('./message-item', async (importActual) => {
  const actual = await importActual<typeof MessageItem>();
  return {
    ...actual,
    AnswerBubble: (props: Parameters<typeof actual.AnswerBubble>[0]) => {
      bubbles.push(props.answer.id);
      return actual.AnswerBubble(props);
    },
  };
});

const message = (id: string, role: 'user' | 'assistant', text: string) => chatMessage(id, role, text);

// An answer's update runs in a task just after a frame: a frame, then the task after the update's.
const nextUpdate = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

describe('the message list while an answer streams', () => {
  it('renders none of the earlier answers again as tokens arrive', async () => {
    const saved = [
      message('q1', 'user', '考研还是工作？'),
      message('a1', 'assistant', '先看你的目标岗位。'),
      message('q2', 'user', '那考公呢？'),
      message('a2', 'assistant', '考公看专业限制。'),
    ];
    const draft = (text: string): AnswerDraft =>
      ({
        ...newDraft({ kind: 'ask', conversationId: 'c1', question: '第三个问题' }),
        phase: 'streaming',
        text,
      }) as AnswerDraft;
    const queryClient = new QueryClient();
    // The page around the list reads the draft as the chat page does, without its text.
    useAnswerStreamStore.setState({ draft: draft('第一') });
    let pageRenders = 0;
    function Page() {
      pageRenders += 1;
      const shell = useDraftShell();
      return <MessageList saved={saved} draft={shell} busy onRegenerate={() => undefined} />;
    }
    const view = () => (
      <TestProviders queryClient={queryClient}>
        <Page />
      </TestProviders>
    );
    const { findByText } = render(view());
    // The markdown stack loads with the first answer (lazily): wait until every answer has rendered through it.
    await vi.waitFor(
      () => expect(rendered).toEqual(expect.arrayContaining(['先看你的目标岗位。', '考公看专业限制。', '第一'])),
      { timeout: 15_000 },
    );

    rendered.length = 0;
    bubbles.length = 0;
    const rendersBefore = pageRenders;
    for (const text of ['第一段', '第一段回答', '第一段回答写完']) {
      act(() => useAnswerStreamStore.setState({ draft: draft(text) }));
      await nextUpdate();
    }
    await findByText('第一段回答写完');
    expect(rendered.filter((t) => t.includes('目标岗位') || t.includes('专业限制'))).toEqual([]);
    // Only the answer being written renders again, not the saved ones around it.
    expect(bubbles.length).toBeGreaterThan(0);
    expect(bubbles.filter((id) => id !== null)).toEqual([]);
    expect(rendered.at(-1)).toBe('第一段回答写完');
    // Nor does the page around the list: only the answer being written reads the text.
    expect(pageRenders).toBe(rendersBefore);
  });

  it("puts the saved answer in the live one's place without rendering it or the earlier answers again", async () => {
    // Texts of their own: blocks rendered by the test above are kept in the markdown's cache.
    const earlier = [message('q1', 'user', '考研还是工作？'), message('a1', 'assistant', '先看你想去的城市。')];
    const text = '## 结论\n\n先考虑稳定性。\n\n再看兴趣';
    useAnswerStreamStore.setState({
      draft: {
        ...newDraft({ kind: 'ask', conversationId: 'c1', question: '那考公呢？' }),
        phase: 'streaming',
        answerId: 'a2',
        userMessageId: 'q2',
        text,
      },
    });
    function Page({ saved }: { saved: ChatMessage[] }) {
      const shell = useDraftShell();
      return <MessageList saved={saved} draft={shell} busy={shell !== null} onRegenerate={() => undefined} />;
    }
    const queryClient = new QueryClient();
    const view = (saved: ChatMessage[]) => (
      <TestProviders queryClient={queryClient}>
        <Page saved={saved} />
      </TestProviders>
    );
    const { container, rerender } = render(view(earlier));
    await vi.waitFor(() => expect(rendered).toEqual(expect.arrayContaining(['先看你想去的城市。', '再看兴趣'])), {
      timeout: 15_000,
    });
    const live = container.querySelector('[data-live]')!;
    // A screen reader waits for the answer to be finished before announcing it.
    expect(container.querySelector('[aria-live="polite"]')).toHaveAttribute('aria-busy', 'true');
    const question = [...container.querySelectorAll('[data-testid="chat-question"]')].at(-1)!;
    expect(question.textContent).toBe('那考公呢？');

    rendered.length = 0;
    bubbles.length = 0;
    // The stream ended: the conversation read again (the earlier messages unchanged, so the same objects, as the
    // query cache's structural sharing keeps them), then the draft dropped.
    const saved = [...earlier, message('q2', 'user', '那考公呢？'), message('a2', 'assistant', text)];
    rerender(view(saved));
    act(() => useAnswerStreamStore.setState({ draft: null, controller: null }));

    const answers = container.querySelectorAll('[data-testid="chat-answer"]');
    expect(answers).toHaveLength(2);
    expect(container.querySelector('[data-live]')).toBeNull();
    expect(container.querySelector('[aria-live="polite"]')).toHaveAttribute('aria-busy', 'false');
    // The same elements: the saved question and answer took the live ones' places, nothing mounted again.
    expect(answers[1]).toBe(live);
    expect([...container.querySelectorAll('[data-testid="chat-question"]')].at(-1)).toBe(question);
    expect(answers[1]!.textContent).toContain('再看兴趣');
    // No block renders again (the last one, finished now, reads as it did growing: its render is the cached one),
    // and the earlier answer does not render at all.
    expect(rendered).toEqual([]);
    expect(bubbles.filter((id) => id !== 'a2')).toEqual([]);
  });
});

describe('a long conversation opened', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders its newest answers at once and the older ones in idle moments after, newest first', async () => {
    // Idle callbacks held until the test runs them one at a time, as a browser would between frames.
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const saved = Array.from({ length: 10 }, (_, i) => [
      message(`lq${i}`, 'user', `第 ${i} 个问题`),
      message(`la${i}`, 'assistant', `长对话的第 ${i} 个回答`),
    ]).flat();
    const { getByText } = render(
      <TestProviders queryClient={new QueryClient()}>
        <MessageList saved={saved} draft={null} busy={false} onRegenerate={() => undefined} />
      </TestProviders>,
    );
    const answer = (i: number) => `长对话的第 ${i} 个回答`;
    await vi.waitFor(() => expect(rendered).toEqual(expect.arrayContaining([6, 7, 8, 9].map(answer))), {
      timeout: 15_000,
    });
    // The six older ones show their text, not yet through the markdown stack.
    expect(rendered.filter((t) => t.startsWith('长对话'))).toHaveLength(4);
    expect(getByText(answer(0))).toBeTruthy();

    const turn = async () => {
      await act(async () => idle.shift()?.());
      await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    };
    const long = () => new Set(rendered.filter((t) => t.startsWith('长对话')));
    // One answer an idle moment, the newest waiting first.
    await turn();
    expect(long()).toEqual(new Set([5, 6, 7, 8, 9].map(answer)));
    await turn();
    expect(long()).toEqual(new Set([4, 5, 6, 7, 8, 9].map(answer)));
    for (let i = 0; i < 4; i++) await turn();
    expect(long()).toEqual(new Set(Array.from({ length: 10 }, (_, i) => answer(i))));
    expect(idle).toEqual([]);
  });
});
