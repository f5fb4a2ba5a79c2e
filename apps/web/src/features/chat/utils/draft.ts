import { ClientErrorText, type StreamDeltaType } from '@lucina/contracts';

/** SPEC §4 chat streaming: loading until the first token, then streaming, then gone (done). */
export type DraftPhase = 'loading' | 'streaming';

/** The answer being received, shown below the saved messages until the conversation is re-read. */
export interface AnswerDraft {
  phase: DraftPhase;
  kind: 'ask' | 'regenerate' | 'attach';
  conversationId: string | null;
  /** The assistant message id, known from the stream's first event. */
  answerId: string | null;
  /** The question's message id, from the first event. */
  userMessageId: string | null;
  /** The question of a new ask, shown at once (before the server echoes it). */
  question: string | null;
  /** For regenerate: the answer being replaced, hidden from the list meanwhile. */
  replacesId: string | null;
  thinking: string;
  text: string;
  /** Set when the stream failed or was stopped; the message stays as terminated. */
  terminated: boolean;
  error: string | null;
}

/**
 * The draft without what every token changes (its text and thinking): what the chat page and the message list
 * render from, so a token re-renders only the answer being written (LiveAnswer reads the text itself).
 */
export type DraftShell = Omit<AnswerDraft, 'text' | 'thinking'> & { thinks: boolean };

export function draftShell(draft: AnswerDraft | null): DraftShell | null {
  if (!draft) return null;
  const { text: _text, thinking, ...rest } = draft;
  return { ...rest, thinks: thinking !== '' };
}

export function newDraft(init: Pick<AnswerDraft, 'kind' | 'conversationId'> & Partial<AnswerDraft>): AnswerDraft {
  return {
    phase: 'loading',
    answerId: null,
    userMessageId: null,
    question: null,
    replacesId: null,
    thinking: '',
    text: '',
    terminated: false,
    error: null,
    ...init,
  };
}

export function appendDelta(draft: AnswerDraft, delta: { type: StreamDeltaType; content: string }): AnswerDraft {
  return delta.type === 'thinking'
    ? { ...draft, phase: 'streaming', thinking: draft.thinking + delta.content }
    : { ...draft, phase: 'streaming', text: draft.text + delta.content };
}

/** SPEC §8: a stream error leaves 'interface error' (接口错误) plus the status, marked terminated. */
export function streamErrorText(status: number): string {
  return status ? `${ClientErrorText.streamInterface} ${status}` : ClientErrorText.streamInterface;
}

/** SPEC §4: the free count shown drops by one on the first streamed token, never below 0. */
export const decrementCount = (count: number) => Math.max(0, count - 1);

/** What the message list shows: saved messages, minus the one the draft replaces or is, plus the draft. */
export function visibleMessages<M extends { id: string }>(saved: M[], draft: DraftShell | AnswerDraft | null) {
  if (!draft) return { messages: saved, pendingQuestion: null };
  const hidden = new Set([draft.replacesId, draft.answerId].filter(Boolean));
  const messages = saved.filter((m) => !hidden.has(m.id));
  const echoed = draft.userMessageId !== null && saved.some((m) => m.id === draft.userMessageId);
  return { messages, pendingQuestion: echoed ? null : draft.question };
}

/** SPEC §2: titles show at most 31 characters, then an ellipsis (counted by code point, not UTF-16 unit). */
export function displayTitle(title: string, max: number): string {
  const chars = Array.from(title);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : title;
}
