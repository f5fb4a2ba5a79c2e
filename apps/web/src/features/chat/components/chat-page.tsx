import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Chat } from '@lucina/contracts';
import { chatConfigOptions } from '../api/conversations';
import { useChatPage } from '../hooks/use-chat-page';
import { ChatInput } from './chat-input';
import styles from './chat.module.css';

// One empty list for every render while the settings load, so the memoised input sees the same props.
const NONE: never[] = [];

// The open conversation, a chunk of its own (no antd): loaded when the first question is asked or a conversation opened.
const ChatThread = lazy(async () => ({ default: (await import('./chat-thread')).ChatThread }));

/**
 * /home (plain React, no antd): the welcome (given by the page that composes it, which lets it ask a first
 * question) or the open conversation, above the input.
 */
export function ChatPage({ welcome }: { welcome: (ask: (text: string) => void) => ReactNode }) {
  const chat = useChatPage();
  const config = useQuery(chatConfigOptions());
  const [modelCode, setModelCode] = useState<number>(Chat.defaultModelCode);
  const inputBox = config.data?.inputBox;
  const showThread = chat.conversationId !== null || chat.draft !== null;
  const { ask: askWith } = chat;
  const ask = useCallback((text: string) => askWith(text, modelCode), [askWith, modelCode]);

  return (
    <div className={styles.page}>
      {showThread ? (
        // The input stays put below while the thread's code loads.
        <Suspense fallback={<div className={styles.grow} />}>
          <ChatThread chat={chat} />
        </Suspense>
      ) : (
        <div className={`${styles.scroller} ${styles.welcome}`}>{welcome(ask)}</div>
      )}
      <ChatInput
        busy={chat.busy}
        maxLength={inputBox?.maxLength ?? Chat.questionMaxChars}
        placeholder={inputBox?.placeholder}
        models={inputBox?.models ?? NONE}
        modelCode={modelCode}
        onModelChange={setModelCode}
        quickCommands={config.data?.quickCommands ?? NONE}
        offline={inputBox?.offline}
        onSend={ask}
        onStop={chat.stop}
      />
    </div>
  );
}
