import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { useAuthStore } from '@/stores/auth-store';
import type { useChatPage } from '../hooks/use-chat-page';
import { ChatThread } from './chat-thread';

type Chat = ReturnType<typeof useChatPage>;
const chat = (over: Partial<Chat>): Chat => ({
  conversationId: 'c1',
  view: { messages: [] } as unknown as Chat['view'],
  loading: false,
  missing: false,
  draft: null,
  busy: false,
  ask: () => undefined,
  regenerate: () => undefined,
  stop: () => undefined,
  startNew: () => undefined,
  ...over,
});

// No antd provider around it, as on /home: the thread must render without one.
const renderThread = (c: Chat) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ChatThread chat={c} />
    </QueryClientProvider>,
  );

afterEach(() => useAuthStore.setState({ token: null, user: null }));

describe('the open conversation, without antd', () => {
  it('shows a loading placeholder while the conversation loads', () => {
    const { container } = renderThread(chat({ loading: true }));
    expect(screen.getByRole('status', { name: '正在加载对话' })).toBeInTheDocument();
    expect(container.querySelector('[class*="ant-"]')).toBeNull();
  });

  it("lets a user turn the planner's thinking off with a switch that saves it", async () => {
    const api = mockApi({
      '/user/lucinaUser/toggleDisplayThinkProcess': () => ({ displayThinkProcess: '0' }),
      '/user/lucinaUser/getLucinaInfo': () => makeUser({ displayThinkProcess: '0' }),
    });
    useAuthStore.setState({ token: 't', user: makeUser({ displayThinkProcess: '1' }) });
    const { container } = renderThread(chat({}));
    const toggle = screen.getByRole('switch', { name: '显示思考过程' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(container.querySelector('[class*="ant-"]')).toBeNull();
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(api.callsTo('/user/lucinaUser/toggleDisplayThinkProcess')).toHaveLength(1);
  });
});
