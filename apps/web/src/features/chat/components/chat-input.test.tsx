import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { useAuthStore } from '@/stores/auth-store';
import { useModalStore } from '@/stores/modal-store';
import { useAnswerStreamStore } from '../hooks/answer-stream-store';
import { ChatInput } from './chat-input';
import styles from './chat.module.css';

const props = {
  busy: false,
  maxLength: 2000,
  models: [],
  modelCode: 0,
  onModelChange: () => {},
  quickCommands: [],
  offline: false,
  onStop: () => {},
};

const box = () => screen.getByRole('textbox');
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const enter = () => fireEvent.keyDown(box(), { key: 'Enter' });

afterEach(() => {
  useAnswerStreamStore.setState({ draft: null, controller: null, returnedQuestion: null, visitorLimit: false });
});

describe('the composer and the chats left', () => {
  it('shows the chats left before anything is sent, with the way to more', () => {
    useAuthStore.setState({ token: 't', user: makeUser({ chatCount: 3 }) });
    render(<ChatInput {...props} onSend={() => {}} />);
    expect(screen.getByTestId('chat-count')).toHaveTextContent('剩余 3 次免费对话');
    expect(screen.getByRole('button', { name: '获取更多次数' })).toBeInTheDocument();
  });

  it('keeps the way to more chats on phones: the count gets shorter instead', () => {
    useAuthStore.setState({ token: 't', user: makeUser({ chatCount: 3 }) });
    render(<ChatInput {...props} onSend={() => {}} />);
    // The phone stylesheet hides the long count and shows the short one; the button has no class of its own to hide.
    const count = screen.getByTestId('chat-count');
    expect(count.querySelector(`.${styles.quotaLong}`)).toHaveTextContent('剩余 3 次免费对话');
    expect(count.querySelector(`.${styles.quotaShort}`)).toHaveTextContent('剩 3 次');
    fireEvent.click(screen.getByRole('button', { name: '获取更多次数' }));
    expect(useModalStore.getState().moreChatNumber).toBe(true);
  });

  it('at 0 chats, sending keeps the question in the box and offers more chats', () => {
    useAuthStore.setState({ token: 't', user: makeUser({ chatCount: 0 }) });
    const onSend = vi.fn();
    render(<ChatInput {...props} onSend={onSend} />);
    type('我适合考研吗？');
    enter();
    expect(onSend).not.toHaveBeenCalled();
    expect(box()).toHaveValue('我适合考研吗？');
    expect(useModalStore.getState().moreChatNumber).toBe(true);
  });

  it('sends and clears the box while chats are left', () => {
    useAuthStore.setState({ token: 't', user: makeUser({ chatCount: 1 }) });
    const onSend = vi.fn();
    render(<ChatInput {...props} onSend={onSend} />);
    type('简历怎么写？');
    enter();
    expect(onSend).toHaveBeenCalledWith('简历怎么写？');
    expect(box()).toHaveValue('');
  });

  it('puts back a question the server refused', () => {
    useAuthStore.setState({ token: 't', user: makeUser({ chatCount: 1 }) });
    render(<ChatInput {...props} onSend={() => {}} />);
    act(() => useAnswerStreamStore.setState({ returnedQuestion: '被退回的问题' }));
    expect(box()).toHaveValue('被退回的问题');
    expect(useAnswerStreamStore.getState().returnedQuestion).toBeNull();
  });

  it('a visitor out of questions gets a friendly login prompt above the box', () => {
    render(<ChatInput {...props} onSend={() => {}} />);
    expect(screen.queryByTestId('visitor-limit')).toBeNull();
    expect(screen.getByText('登录后可保存对话记录')).toBeInTheDocument();
    act(() => useAnswerStreamStore.setState({ visitorLimit: true }));
    expect(screen.getByTestId('visitor-limit')).toHaveTextContent('登录后就能接着问');
    // One login hint at a time: the bar's gives way to the prompt.
    expect(screen.queryByText('登录后可保存对话记录')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '登录继续' }));
    expect(useModalStore.getState().loginModal.open).toBe(true);
  });
});
