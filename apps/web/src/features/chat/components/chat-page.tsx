import { useState } from 'react';
import { Button, Result, Skeleton, Switch } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Chat } from '@lucina/contracts';
import { HomeWelcome } from '@/features/home/components/home-welcome';
import { refreshUserInfo } from '@/features/auth/api/get-user-info';
import { authSelectors, useAuthStore } from '@/stores/auth-store';
import { chatConfigOptions, toggleThinkProcess } from '../api/conversations';
import { useChatPage } from '../hooks/use-chat-page';
import { chatText as t } from '../locale';
import { ChatInput } from './chat-input';
import { MessageList } from './message-list';
import styles from './chat.module.css';

/** /home: the welcome with the planner's first questions, or the open conversation, above the input. */
export function ChatPage() {
  const chat = useChatPage();
  const config = useQuery(chatConfigOptions());
  const [modelCode, setModelCode] = useState<number>(Chat.defaultModelCode);
  const inputBox = config.data?.inputBox;
  const showThread = chat.conversationId !== null || chat.draft !== null;
  const ask = (text: string) => chat.ask(text, modelCode);

  return (
    <div className={styles.page}>
      {showThread ? (
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
      ) : (
        <div className={`${styles.scroller} ${styles.welcome}`}>
          <HomeWelcome onAsk={ask} />
        </div>
      )}
      <ChatInput
        busy={chat.busy}
        maxLength={inputBox?.maxLength ?? Chat.questionMaxChars}
        placeholder={inputBox?.placeholder}
        models={inputBox?.models ?? []}
        modelCode={modelCode}
        onModelChange={setModelCode}
        quickCommands={config.data?.quickCommands ?? []}
        offline={inputBox?.offline ?? false}
        onSend={ask}
        onStop={chat.stop}
      />
    </div>
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
