import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatInput } from './chat-input';

// The answer's markdown module, as the composer loads it: only its warm-up is looked at here. A module of its own
// (an isolated test): a shared worker may have loaded the real one already.
const warmUp = vi.hoisted(() => vi.fn());
vi.mock('../lazy', () => ({ loadMarkdown: () => Promise.resolve({ warmUp }) }));

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

afterEach(() => warmUp.mockClear());

describe('the answer warmed up while the question is written', () => {
  // Lets the markdown module's import settle, as it would have if anything had asked for it.
  const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));

  it('starts when the box is focused, never with the page', async () => {
    render(<ChatInput {...props} onSend={() => {}} />);
    await settle();
    expect(warmUp).not.toHaveBeenCalled();
    fireEvent.focus(box());
    await settle();
    // A model answers: KaTeX and highlighting are warmed up too.
    expect(warmUp).toHaveBeenCalledWith({ renderers: true });
  });

  it('starts when a question is typed, without KaTeX and highlighting for the offline planner', async () => {
    render(<ChatInput {...props} offline onSend={() => {}} />);
    await settle();
    expect(warmUp).not.toHaveBeenCalled();
    fireEvent.change(box(), { target: { value: '我适合考研吗？' } });
    await settle();
    expect(warmUp).toHaveBeenCalledWith({ renderers: false });
  });

  it('waits for the settings before warming KaTeX and highlighting up', async () => {
    render(<ChatInput {...props} offline={undefined} onSend={() => {}} />);
    fireEvent.focus(box());
    await settle();
    expect(warmUp).toHaveBeenCalledWith({ renderers: false });
  });
});
