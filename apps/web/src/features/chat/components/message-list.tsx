import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@lucina/contracts';
import { authSelectors, useAuthStore } from '@/stores/auth-store';
import { patchCachedMessage, rateAnswer } from '../api/conversations';
import { visibleMessages, type AnswerDraft } from '../utils/draft';
import { AnswerBubble, UserBubble, type AnswerView } from './message-item';
import styles from './chat.module.css';

const savedAnswer = (m: ChatMessage): AnswerView => ({
  id: m.id,
  text: m.messageContent,
  thinking: m.thinkProcess,
  live: false,
  waiting: false,
  terminated: m.terminate || m.status === 'terminated' || m.status === 'error',
  error: m.status === 'error' || (m.terminate && m.errorMessage) ? (m.errorMessage ?? null) : null,
  likeOrStomp: m.likeOrStomp,
});

const draftAnswer = (d: AnswerDraft): AnswerView => ({
  id: d.answerId,
  text: d.text,
  thinking: d.thinking,
  live: true,
  waiting: d.phase === 'loading' && !d.thinking,
  terminated: d.terminated,
  error: d.error,
  likeOrStomp: 0,
});

interface Props {
  saved: ChatMessage[];
  draft: AnswerDraft | null;
  busy: boolean;
  onRegenerate: (answerId: string) => void;
}

export function MessageList({ saved, draft, busy, onRegenerate }: Props) {
  const queryClient = useQueryClient();
  const user = useAuthStore(authSelectors.user);
  // Visitors see the thinking section; users choose with the toggle (displayThinkProcess '1').
  const showThinking = !user || user.displayThinkProcess === '1';
  const { messages, pendingQuestion } = visibleMessages(saved, draft);
  const lastAnswerId = [...messages].reverse().find((m) => m.messageRole === 'assistant')?.id;

  const endRef = useRef<HTMLDivElement>(null);
  const stickRef = useRef(true);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const contentSize = messages.length + (draft ? draft.text.length + draft.thinking.length : 0);
  useEffect(() => {
    // Follow the answer while the reader is at the bottom; leave them alone once they scroll up.
    if (stickRef.current) endRef.current?.scrollIntoView({ block: 'end' });
  }, [contentSize, pendingQuestion]);
  const onScroll = () => {
    const el = scrollerRef.current;
    if (el) stickRef.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
  };

  const rate = async (id: string, value: 0 | 1 | 2) => {
    const updated = await rateAnswer(id, value).catch(() => null);
    if (updated) patchCachedMessage(queryClient, updated);
  };

  return (
    <div className={styles.scroller} ref={scrollerRef} onScroll={onScroll} aria-live="polite">
      <div className={styles.thread}>
        {messages.map((m) =>
          m.messageRole === 'user' ? (
            <UserBubble key={m.id} text={m.messageContent} />
          ) : (
            <AnswerBubble
              key={m.id}
              answer={savedAnswer(m)}
              showThinking={showThinking}
              onRate={(value) => void rate(m.id, value)}
              onRegenerate={m.id === lastAnswerId && !busy ? () => onRegenerate(m.id) : undefined}
            />
          ),
        )}
        {pendingQuestion && <UserBubble text={pendingQuestion} />}
        {draft && <AnswerBubble answer={draftAnswer(draft)} showThinking={showThinking} />}
        <div ref={endRef} />
      </div>
    </div>
  );
}
