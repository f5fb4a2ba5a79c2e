import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/stores/auth-store';
import { mockApi, refuse } from '@/testing/mock-api';
import { chatMessage } from '@/testing/fixtures';
import { TestProviders } from '@/testing/providers';
import { MessageList } from './message-list';

const message = (id: string, role: 'user' | 'assistant', text: string) => chatMessage(id, role, text, 0);
const ANSWER_ID = '0c7b3f4e-2a1d-4c5b-9e8f-1a2b3c4d5e6f';

function renderThread() {
  useAuthStore.setState({ token: 't' });
  Element.prototype.scrollIntoView = vi.fn();
  render(
    <TestProviders queryClient={new QueryClient()}>
      <MessageList
        saved={[message('q1', 'user', '我适合什么工作？'), message(ANSWER_ID, 'assistant', '一条有问题的回答')]}
        draft={null}
        busy={false}
        onRegenerate={() => undefined}
      />
    </TestProviders>,
  );
}

afterEach(() => useAuthStore.setState({ token: null, user: null }));

describe('reporting an answer', { timeout: 60_000 }, () => {
  it('asks for a reason beside 点踩, sends it with the optional words, and confirms it was received', async () => {
    const api = mockApi({ '/ai/conversation/report': () => ({ id: 'r1', message: '已收到举报，我们会尽快处理' }) });
    renderThread();
    await userEvent.click(await screen.findByRole('button', { name: '举报' }, { timeout: 20_000 }));
    // The dialog is a chunk of its own: its first load takes a moment on a busy machine.
    expect(await screen.findByText('举报这条回答', {}, { timeout: 20_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /提交举报/ }));
    expect(await screen.findByText('请选择举报原因')).toBeInTheDocument();
    expect(api.callsTo('/ai/conversation/report')).toHaveLength(0);

    await userEvent.click(screen.getByRole('radio', { name: '歧视偏见' }));
    await userEvent.type(screen.getByPlaceholderText('比如哪句话有问题、为什么'), '  对某个群体有偏见 ');
    await userEvent.click(screen.getByRole('button', { name: /提交举报/ }));
    await waitFor(() =>
      expect(api.callsTo('/ai/conversation/report')[0]?.body).toEqual({
        id: ANSWER_ID,
        reason: 'discrimination',
        detail: '对某个群体有偏见',
      }),
    );
    expect(await screen.findByText('已收到举报，我们会尽快处理')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('举报这条回答')).not.toBeInTheDocument());
  });

  it('shows the server’s refusal and stays open when the answer was already reported', async () => {
    mockApi({ '/ai/conversation/report': () => refuse('你已举报过这条回答，我们会尽快处理', 409) });
    renderThread();
    await userEvent.click(await screen.findByRole('button', { name: '举报' }, { timeout: 20_000 }));
    await userEvent.click(await screen.findByRole('radio', { name: '内容不准确' }, { timeout: 20_000 }));
    await userEvent.click(screen.getByRole('button', { name: /提交举报/ }));
    expect(await screen.findByText('你已举报过这条回答，我们会尽快处理')).toBeInTheDocument();
    expect(screen.getByText('举报这条回答')).toBeInTheDocument();
  });
});
