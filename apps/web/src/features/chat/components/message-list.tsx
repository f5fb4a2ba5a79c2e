import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@lucina/contracts';
import { antdIsland } from '@/components/ui/antd-island';
import { authSelectors, useAuthStore } from '@/stores/auth-store';
import { patchCachedMessage, rateAnswer } from '../api/conversations';
import { useShallow } from 'zustand/react/shallow';
import { useIdleTurn } from '@/hooks/use-idle-turn';
import { useAnswerStreamStore } from '../hooks/answer-stream-store';
import { visibleMessages, type DraftShell } from '../utils/draft';
import { AnswerBubble, UserBubble, type AnswerView } from './message-item';
import styles from './chat.module.css';

// The report dialog (antd) is a chunk of its own, loaded with antd the first time someone reports an answer.
const ReportDialog = antdIsland(async () => (await import('./report-dialog')).ReportDialog);

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

const draftAnswer = (d: DraftShell, text: string, thinking: string): AnswerView => ({
  id: d.answerId,
  text,
  thinking,
  live: true,
  waiting: d.phase === 'loading' && !d.thinks,
  terminated: d.terminated,
  error: d.error,
  likeOrStomp: 0,
});

interface Props {
  saved: ChatMessage[];
  draft: DraftShell | null;
  busy: boolean;
  onRegenerate: (answerId: string) => void;
}

/** The keys of the question and answer being written until the stream's first event gives their ids. */
const PENDING_QUESTION = 'pending-question';
const PENDING_ANSWER = 'pending-answer';

const NO_TEXT = { text: '', thinking: '' };

/**
 * The newest answers of a conversation opened that render with it; the older ones (off screen above them) show their
 * text plain and render in idle moments after, newest first. Rendered together, the markdown and buttons of a
 * hundred answers were one task of seconds on a phone.
 */
const RENDER_AT_ONCE = 4;

/**
 * An answer: saved (`message`), or being written (`draft`, whose text it reads itself, so tokens render only it).
 * Memoised with stable callbacks, so the tokens of the answer being written re-render none of the conversation's
 * earlier answers. The saved answer that replaces the live one at the stream's end is this same component under the
 * same key (the answer's id): its markdown stays mounted, and only its last block, no longer growing, renders again.
 */
const Answer = memo(function Answer(props: {
  message?: ChatMessage;
  draft?: DraftShell;
  showThinking: boolean;
  canRegenerate: boolean;
  onRate: (id: string, value: 0 | 1 | 2) => void;
  onReport: (id: string) => void;
  onRegenerate: (id: string) => void;
  /** Its place among the conversation's answers (0: the oldest) and whether it renders with the list (RENDER_AT_ONCE). */
  order?: number;
  atOnce?: boolean;
}) {
  const { message, draft, showThinking, canRegenerate, onRate, onReport, onRegenerate } = props;
  const ready = useIdleTurn(props.order ?? 0, props.atOnce ?? true);
  const { text, thinking } = useAnswerStreamStore(
    useShallow((s) => (draft ? { text: s.draft?.text ?? '', thinking: s.draft?.thinking ?? '' } : NO_TEXT)),
  );
  if (draft) return <AnswerBubble answer={draftAnswer(draft, text, thinking)} showThinking={showThinking} />;
  if (!message) return null;
  if (!ready) return <AnswerBubble answer={savedAnswer(message)} showThinking={false} plain />;
  return (
    <AnswerBubble
      answer={savedAnswer(message)}
      showThinking={showThinking}
      onRate={(value) => onRate(message.id, value)}
      onReport={() => onReport(message.id)}
      onRegenerate={canRegenerate ? () => onRegenerate(message.id) : undefined}
    />
  );
});

export function MessageList({ saved, draft, busy, onRegenerate }: Props) {
  const queryClient = useQueryClient();
  const user = useAuthStore(authSelectors.user);
  // Visitors see the thinking section; users choose with the toggle (displayThinkProcess '1').
  const showThinking = !user || user.displayThinkProcess === '1';
  const { messages, pendingQuestion } = visibleMessages(saved, draft);
  const lastAnswerId = [...messages].reverse().find((m) => m.messageRole === 'assistant')?.id;
  const answers = messages.filter((m) => m.messageRole === 'assistant');
  const orderOf = new Map(answers.map((m, i) => [m.id, i]));
  // Which answers render at once is decided when a conversation opens (its first message changes), not again as
  // answers are added: an answer rendered stays so, and none renders again when the next one arrives.
  const head = messages[0]?.id ?? null;
  const [opened, setOpened] = useState({ head, atOnceFrom: answers.length - RENDER_AT_ONCE });
  if (opened.head !== head) setOpened({ head, atOnceFrom: answers.length - RENDER_AT_ONCE });

  const threadRef = useRef<HTMLDivElement>(null);
  const stickRef = useRef(true);
  const scrollerRef = useRef<HTMLDivElement>(null);
  // Follow the conversation's end while the reader is there; leave them alone once they scroll up. The thread's
  // size is watched rather than each token: an answer growing, a conversation opened whose answers render one
  // after another (and older ones above them in idle moments), the thinking panel opening. The observer runs
  // after layout, once a frame at most, so reading the heights here forces no layout of its own.
  useEffect(() => {
    const thread = threadRef.current;
    const scroller = scrollerRef.current;
    if (!thread || !scroller) return;
    const observer = new ResizeObserver(() => {
      if (stickRef.current) scroller.scrollTop = scroller.scrollHeight - scroller.clientHeight;
    });
    // The scroller too: a phone's keyboard opening or closing changes its height, not the thread's.
    observer.observe(thread);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, []);
  // Another conversation opened, or a question asked: the end is where the reader wants to be, wherever they had
  // scrolled to.
  useEffect(() => {
    stickRef.current = true;
  }, [head, pendingQuestion]);

  const onScroll = () => {
    const el = scrollerRef.current;
    if (el) stickRef.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
  };

  const rate = useCallback(
    async (id: string, value: 0 | 1 | 2) => {
      const updated = await rateAnswer(id, value).catch(() => null);
      if (updated) patchCachedMessage(queryClient, updated);
    },
    [queryClient],
  );
  const onRate = useCallback((id: string, value: 0 | 1 | 2) => void rate(id, value), [rate]);
  const [reporting, setReporting] = useState<string | null>(null);
  // The page's handler may change between renders; the answers keep one function that calls the latest.
  const regenerateRef = useRef(onRegenerate);
  useEffect(() => {
    regenerateRef.current = onRegenerate;
  }, [onRegenerate]);
  const regenerate = useCallback((id: string) => regenerateRef.current(id), []);
  const answerProps = { showThinking, onRate, onReport: setReporting, onRegenerate: regenerate };

  return (
    // A live region, busy while an answer is written: a screen reader announces the answer once it is finished, not
    // each block as it streams in.
    <div className={styles.scroller} ref={scrollerRef} onScroll={onScroll} aria-live="polite" aria-busy={busy}>
      <div className={styles.thread} ref={threadRef}>
        {/* One keyed list, the question and answer being written included: once saved they keep their keys (their
            ids), so the saved ones take their place without mounting again. */}
        {[
          ...messages.map((m) =>
            m.messageRole === 'user' ? (
              <UserBubble key={m.id} text={m.messageContent} />
            ) : (
              <Answer
                key={m.id}
                message={m}
                canRegenerate={m.id === lastAnswerId && !busy}
                order={orderOf.get(m.id)}
                atOnce={orderOf.get(m.id)! >= opened.atOnceFrom}
                {...answerProps}
              />
            ),
          ),
          pendingQuestion && <UserBubble key={draft?.userMessageId ?? PENDING_QUESTION} text={pendingQuestion} />,
          draft && (
            <Answer key={draft.answerId ?? PENDING_ANSWER} draft={draft} canRegenerate={false} {...answerProps} />
          ),
        ]}
      </div>
      {reporting && <ReportDialog key={reporting} messageId={reporting} onClose={() => setReporting(null)} />}
    </div>
  );
}
