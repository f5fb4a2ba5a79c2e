import { memo, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ArrowUpOutlined, BorderOutlined } from '@ant-design/icons';
import { Chat, isMember, type ChatModel, type QuickCommand } from '@lucina/contracts';
import { PlainButton } from '@/components/ui/plain-button';
import { authSelectors, useAuthStore } from '@/stores/auth-store';
import { modalSelectors, useModalStore } from '@/stores/modal-store';
import { loadStreamClient, takeReturnedQuestion, useAnswerStreamStore } from '../hooks/answer-stream-store';
import { loadMarkdown } from '../lazy';
import { chatText as t } from '../locale';
import styles from './chat.module.css';

interface Props {
  busy: boolean;
  maxLength: number;
  placeholder?: string;
  models: ChatModel[];
  modelCode: number;
  onModelChange: (code: number) => void;
  quickCommands: QuickCommand[];
  /** The planner answers without a model; undefined until the settings have loaded. */
  offline?: boolean;
  onSend: (text: string) => void;
  onStop: () => void;
}

// The box grows with the question from 2 to 8 lines (antd's autoSize, which this first screen does without): its
// bounds are chat.module.css's min- and max-height, and where CSS sizes it to its text (field-sizing) the script
// below has nothing to do. Measuring forced the page's first layout inside React's first commit on /home, a 15–20 ms
// task here (~120 ms at the calibrated slowdown).
const MIN_ROWS = 2;
const cssSized = globalThis.CSS?.supports?.('field-sizing', 'content');

function useAutoSize(value: string) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const area = ref.current;
    if (!area || cssSized) return;
    area.style.height = 'auto';
    // The stylesheet's bounds clamp it; beyond the maximum the box scrolls.
    area.style.height = `${area.scrollHeight}px`;
  }, [value]);
  return ref;
}

/** Touch screens have no Shift key at hand: the keyboard hints (Enter 发送, Shift + Enter 换行) leave the placeholder. */
function withoutKeyHints(text: string): string {
  const coarse = typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches;
  if (!coarse) return text;
  const kept = text.split(/[，,]\s*/).filter((part) => !/enter/i.test(part));
  return kept.join('，') || text;
}

/** The question box, in plain React: it is on /home's first screen, which loads no antd. */
/**
 * Memoised: the page above re-renders with every frame of a streaming answer, and none of that concerns the input
 * (the page passes it stable values and callbacks).
 */
export const ChatInput = memo(function ChatInput(props: Props) {
  const [text, setText] = useState('');
  const areaRef = useAutoSize(text);
  const user = useAuthStore(authSelectors.user);
  const openModal = useModalStore(modalSelectors.openModal);
  const visitorLimit = useAnswerStreamStore((s) => s.visitorLimit) && !user;
  // A question the server refused before answering (no chats left) comes back into the box.
  useEffect(
    () =>
      useAnswerStreamStore.subscribe(({ returnedQuestion }) => {
        if (returnedQuestion === null) return;
        takeReturnedQuestion();
        setText((current) => current || returnedQuestion);
      }),
    [],
  );
  const outOfChats = !!user && !isMember(user) && user.chatCount <= 0;
  const canSend = !props.busy && text.trim().length > 0;
  const send = (value = text) => {
    if (props.busy || !value.trim()) return;
    // Out of chats: the question stays in the box and the ways to get more are offered.
    if (outOfChats) return openModal('moreChatNumber');
    if (visitorLimit) return;
    props.onSend(value.trim());
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter breaks the line; an IME composing Chinese must not send half a word.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };

  // A question is about to be asked (the box focused, or typed in): the answer's stream client and renderers are
  // fetched and warmed up meanwhile, not after it is sent, and never with the page. KaTeX and highlighting only for a
  // model's answers: the offline planner's have no maths or code. Typing asks again once the settings have loaded.
  const warm = () => {
    void loadStreamClient().catch(() => undefined);
    void loadMarkdown().then(
      (markdown) => markdown.warmUp({ renderers: props.offline === false }),
      () => undefined,
    );
  };

  return (
    <div className={styles.composer}>
      {props.quickCommands.length > 0 && (
        <div className={styles.quick} aria-label="快捷指令">
          {props.quickCommands.map((c) => (
            <button key={c.id} type="button" onClick={() => send(c.prompt)} className={styles.quickTag}>
              {c.name}
            </button>
          ))}
        </div>
      )}
      {visitorLimit && <VisitorLimitPrompt />}
      <div className={styles.inputBox} data-tour="chat-input">
        <textarea
          ref={areaRef}
          rows={MIN_ROWS}
          className={styles.textarea}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            warm();
          }}
          onKeyDown={onKeyDown}
          onFocus={warm}
          placeholder={withoutKeyHints(props.placeholder ?? t.placeholder)}
          maxLength={props.maxLength || Chat.questionMaxChars}
          aria-label={t.placeholder}
        />
        <div className={styles.inputBar}>
          <select
            value={props.models.length > 0 ? props.modelCode : ''}
            onChange={(e) => props.onModelChange(Number(e.target.value))}
            aria-label={t.model}
            className={styles.modelSelect}
          >
            {props.models.map((m) => (
              <option key={m.modelCode} value={m.modelCode}>
                {m.modelName}
              </option>
            ))}
          </select>
          <span className={styles.inputMeta}>
            <QuotaHint visitorLimit={visitorLimit} />
            {props.busy ? (
              <PlainButton variant="primary" shape="circle" aria-label={t.stop} title={t.stop} onClick={props.onStop}>
                <BorderOutlined />
              </PlainButton>
            ) : (
              <PlainButton
                variant="primary"
                shape="circle"
                aria-label={t.send}
                disabled={!canSend}
                onClick={() => send()}
              >
                <ArrowUpOutlined />
              </PlainButton>
            )}
          </span>
        </div>
      </div>
      <div className={styles.footnote}>{props.offline ? t.offline : t.disclaimer}</div>
    </div>
  );
});

/** A visitor's questions for today are used up: a friendly way on, not an error (SPEC §6: visitors may ask a few). */
function VisitorLimitPrompt() {
  const openLoginModal = useModalStore(modalSelectors.openLoginModal);
  return (
    <div className={styles.visitorLimit} role="status" data-testid="visitor-limit">
      <span>{t.visitorLimit}</span>
      <PlainButton variant="primary" size="small" onClick={() => openLoginModal({ surveyRequired: true })}>
        {t.visitorLogin}
      </PlainButton>
    </div>
  );
}

/**
 * Free chats left for ordinary users (SPEC §1), shown before sending, with the way to more on every layout
 * (phones get the short form of the count); members chat without limit; visitors are asked to log in, once:
 * when the limit prompt above the box asks, the hint in the bar gives way.
 */
function QuotaHint({ visitorLimit }: { visitorLimit: boolean }) {
  const user = useAuthStore(authSelectors.user);
  const openModal = useModalStore(modalSelectors.openModal);
  if (!user) return visitorLimit ? null : <span className={styles.quota}>{t.visitorHint}</span>;
  if (isMember(user)) return <span className={styles.quota}>{t.unlimited}</span>;
  return (
    <span className={styles.quota} data-testid="chat-count" data-empty={user.chatCount <= 0 || undefined}>
      <span className={styles.quotaLong}>{t.chatsLeft(user.chatCount)}</span>
      <span className={styles.quotaShort}>{t.chatsLeftShort(user.chatCount)}</span>
      <PlainButton variant="link" size="small" onClick={() => openModal('moreChatNumber')}>
        {t.moreChats}
      </PlainButton>
    </span>
  );
}
