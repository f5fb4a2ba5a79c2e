import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { antdIsland } from '@/components/ui/antd-island';
import { PlainSwitch } from '@/components/ui/plain-switch';
import { SkeletonLines } from '@/components/ui/skeleton-block';
import { refreshUserInfo } from '@/features/auth';
import { authSelectors, useAuthStore } from '@/stores/auth-store';
import { toggleThinkProcess } from '../api/conversations';
import type { useChatPage } from '../hooks/use-chat-page';
import { chatText as t } from '../locale';
import { MessageList } from './message-list';
import styles from './chat.module.css';

const MissingConversation = antdIsland(async () => (await import('./chat-missing')).MissingConversation);

/** antd's active Skeleton with a title and six lines, as the thread's place holder while a conversation loads. */
const LOADING_LINES = ['38%', '100%', '100%', '100%', '100%', '100%', '61%'];

/**
 * An open conversation (markdown, no antd: the first question on /home loads none): loaded when the first question
 * is asked or a conversation opened.
 */
export function ChatThread({ chat }: { chat: ReturnType<typeof useChatPage> }) {
  return (
    <>
      <ThreadToolbar />
      {chat.missing ? (
        <MissingConversation onNew={chat.startNew} fallback={<div className={styles.grow} />} />
      ) : chat.loading && !chat.draft ? (
        <div className={styles.thread} role="status" aria-label={t.loading}>
          <SkeletonLines widths={LOADING_LINES} className={styles.threadSkeleton} />
        </div>
      ) : (
        <MessageList
          saved={chat.view?.messages ?? []}
          draft={chat.draft}
          busy={chat.busy}
          onRegenerate={chat.regenerate}
        />
      )}
    </>
  );
}

/** Logged-in users choose whether answers show the planner's thinking (SPEC §7 toggleDisplayThinkProcess). */
function ThreadToolbar() {
  const user = useAuthStore(authSelectors.user);
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  if (!user) return null;
  const toggle = async () => {
    setSaving(true);
    try {
      await toggleThinkProcess();
      await refreshUserInfo(queryClient);
    } catch {
      // The request layer already showed the error.
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className={styles.toolbar}>
      <label className={styles.toggle}>
        <PlainSwitch checked={user.displayThinkProcess === '1'} loading={saving} onChange={() => void toggle()} />
        {t.showThinking}
      </label>
    </div>
  );
}
