import { isMember, type UserInfo } from '@lucina/contracts';

/** SPEC §9: header bubbles vanish after 5 seconds. */
export const BUBBLE_MS = 5000;
/** SPEC §4: the unlimited-chat bubble shows when conversationCount equals 3. */
export const CHAT_BUBBLE_AT = 3;

export type BubbleKind = 'chat' | 'test';

/** Which bubble a non-member should see now, or null. The test bubble waits for the test result page. */
export function bubbleFor(user: UserInfo | null, onTestResult: boolean, seenChat: boolean): BubbleKind | null {
  if (!user || isMember(user)) return null;
  if (onTestResult && user.completeAitestFirst === 0) return 'test';
  if (user.conversationCount === CHAT_BUBBLE_AT && !seenChat) return 'chat';
  return null;
}
