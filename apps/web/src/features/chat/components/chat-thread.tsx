import { useState } from 'react';
import { Button, Result, Skeleton, Switch } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { refreshUserInfo } from '@/features/auth';
import { authSelectors, useAuthStore } from '@/stores/auth-store';
import { toggleThinkProcess } from '../api/conversations';
import type { useChatPage } from '../hooks/use-chat-page';
import { chatText as t } from '../locale';
import { MessageList } from './message-list';
import styles from './chat.module.css';

/** An open conversation (antd, markdown): loaded when the first question is asked or a conversation opened. */
export function ChatThread({ chat }: { chat: ReturnType<typeof useChatPage> }) {
  return (
    <>
      <ThreadToolbar />
      {chat.missing ? (
        <Result
          status="404"
          title={t.notFound}
          extra={<Button onClick={chat.startNew}>{t.backToNew}</Button>}
          className={styles.grow}
        />
      ) : chat.loading && !chat.draft ? (
        <div className={styles.thread}>
          <Skeleton active paragraph={{ rows: 6 }} />
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
        <Switch
          size="small"
          checked={user.displayThinkProcess === '1'}
          loading={saving}
          onChange={() => void toggle()}
        />
        {t.showThinking}
      </label>
    </div>
  );
}
