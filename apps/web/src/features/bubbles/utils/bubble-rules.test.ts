import { describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { bubbleFor } from './bubble-rules';

describe('bubbleFor', () => {
  it('shows the chat bubble to non-members at exactly 3 conversations, once', () => {
    expect(bubbleFor(makeUser({ conversationCount: 3 }), false, false)).toBe('chat');
    expect(bubbleFor(makeUser({ conversationCount: 2 }), false, false)).toBeNull();
    expect(bubbleFor(makeUser({ conversationCount: 4 }), false, false)).toBeNull();
    expect(bubbleFor(makeUser({ conversationCount: 3 }), false, true)).toBeNull();
  });

  it('shows the test bubble once (completeAitestFirst 0) on the test result', () => {
    expect(bubbleFor(makeUser({ completeAitestFirst: 0 }), true, false)).toBe('test');
    expect(bubbleFor(makeUser({ completeAitestFirst: 1 }), true, false)).toBeNull();
    expect(bubbleFor(makeUser({ completeAitestFirst: 0 }), false, false)).toBeNull();
  });

  it('never shows to members or visitors', () => {
    const member = makeUser({
      userGrade: '2',
      endTime: new Date(Date.now() + 86_400_000).toISOString(),
      conversationCount: 3,
    });
    expect(bubbleFor(member, true, false)).toBeNull();
    expect(bubbleFor(null, true, false)).toBeNull();
  });
});
