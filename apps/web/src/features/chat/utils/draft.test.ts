import { describe, expect, it } from 'vitest';
import { appendDelta, decrementCount, displayTitle, newDraft, streamErrorText, visibleMessages } from './draft';

describe('answer draft', () => {
  it('starts loading and switches to streaming on the first delta of either kind', () => {
    const draft = newDraft({ kind: 'ask', conversationId: null, question: '问' });
    expect(draft.phase).toBe('loading');
    const thinking = appendDelta(draft, { type: 'thinking', content: '想' });
    expect(thinking).toMatchObject({ phase: 'streaming', thinking: '想', text: '' });
    const text = appendDelta(appendDelta(thinking, { type: 'text', content: '你' }), { type: 'text', content: '好' });
    expect(text).toMatchObject({ thinking: '想', text: '你好' });
    expect(draft.text).toBe('');
  });

  it('never takes the shown free count below zero', () => {
    expect(decrementCount(3)).toBe(2);
    expect(decrementCount(1)).toBe(0);
    expect(decrementCount(0)).toBe(0);
  });

  it("shows 'interface error' in Chinese plus the upstream status (SPEC §8)", () => {
    expect(streamErrorText(502)).toBe('接口错误 502');
    expect(streamErrorText(0)).toBe('接口错误');
  });

  it('cuts titles at 31 characters by code point and adds an ellipsis only when cut', () => {
    const title = '一'.repeat(31);
    expect(displayTitle(title, 31)).toBe(title);
    expect(displayTitle(`${title}二`, 31)).toBe(`${title}…`);
    // An emoji is one character, not two UTF-16 units.
    expect(displayTitle('😀'.repeat(32), 31)).toBe(`${'😀'.repeat(31)}…`);
  });
});

describe('visible messages', () => {
  const saved = [
    { id: 'q1', text: 'first question' },
    { id: 'a1', text: 'first answer' },
    { id: 'q2', text: 'second question' },
    { id: 'a2', text: 'streaming answer' },
  ];

  it('shows everything saved when nothing streams', () => {
    expect(visibleMessages(saved, null)).toEqual({ messages: saved, pendingQuestion: null });
  });

  it('hides the answer being regenerated and the saved copy of the live answer', () => {
    const regen = newDraft({ kind: 'regenerate', conversationId: 'c', replacesId: 'a2' });
    expect(visibleMessages(saved, regen).messages.map((m) => m.id)).toEqual(['q1', 'a1', 'q2']);
    const live = { ...newDraft({ kind: 'ask', conversationId: 'c', question: 'second question' }), answerId: 'a2' };
    expect(visibleMessages(saved, live).messages.map((m) => m.id)).toEqual(['q1', 'a1', 'q2']);
  });

  it('shows the question at once, until the server has echoed it', () => {
    const asked = newDraft({ kind: 'ask', conversationId: 'c', question: 'third question' });
    expect(visibleMessages(saved, asked).pendingQuestion).toBe('third question');
    const started = { ...asked, userMessageId: 'q3' };
    expect(visibleMessages(saved, started).pendingQuestion).toBe('third question');
    const echoed = visibleMessages([...saved, { id: 'q3', text: 'third question' }], started);
    expect(echoed.pendingQuestion).toBeNull();
  });
});
