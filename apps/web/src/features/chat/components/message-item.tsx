import { lazy, memo, Suspense, useDeferredValue, useState, type ReactNode } from 'react';
import {
  CopyOutlined,
  DislikeFilled,
  DislikeOutlined,
  LikeFilled,
  LikeOutlined,
  ReloadOutlined,
  RightOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { LikeOrStomp } from '@lucina/contracts';
import { LogoMark } from '@/components/ui/logo';
import { toastError, toastSuccess } from '@/lib/feedback';
import { PlainButton } from '@/components/ui/plain-button';
import { loadMarkdown } from '../lazy';
import { chatText as t } from '../locale';
import { labelCopiedSelection, withAiLabel } from '../utils/ai-label';
import { copyText } from '../utils/clipboard';
import styles from './chat.module.css';

// The markdown stack (remark, rehype, KaTeX, highlight) loads with the first answer, not with the app.
const Markdown = lazy(loadMarkdown);

export function UserBubble({ text }: { text: string }) {
  return (
    <div className={styles.userRow} data-testid="chat-question">
      <div className={styles.userBubble}>{text}</div>
    </div>
  );
}

export interface AnswerView {
  id: string | null;
  text: string;
  thinking: string;
  live: boolean;
  waiting: boolean;
  terminated: boolean;
  error: string | null;
  likeOrStomp: number;
}

interface AnswerProps {
  answer: AnswerView;
  showThinking: boolean;
  /** Actions are offered on saved answers only; regenerate on the last one. */
  onRate?: (value: 0 | 1 | 2) => void;
  /** Opens the report dialog (a reason beside 点踩). */
  onReport?: () => void;
  onRegenerate?: () => void;
  /** Its text as it is, without markdown, thinking or actions: an answer off screen waiting to render (message-list). */
  plain?: boolean;
}

/**
 * The planner's thinking, folded away on demand: a native disclosure drawn as antd's small ghost Collapse, which every
 * answer mounting one made a part of each answer's render. Memoised: the answer's tokens, which follow the thinking,
 * do not render it again. `beforeAnswer`: still thinking, no answer text yet.
 */
const Thinking = memo(function Thinking({ text, beforeAnswer }: { text: string; beforeAnswer: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <details className={styles.thinking} open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className={styles.thinkingHead}>
        <RightOutlined className={styles.thinkingArrow} />
        {beforeAnswer ? t.thinkingLive : t.thinking}
      </summary>
      <div className={styles.thinkingText}>{text}</div>
    </details>
  );
});

export function AnswerBubble({ answer, showThinking, onRate, onReport, onRegenerate, plain }: AnswerProps) {
  const liked = answer.likeOrStomp === LikeOrStomp.like;
  const stomped = answer.likeOrStomp === LikeOrStomp.stomp;
  // The stream ended: the saved answer took the live one's place. What that changes beyond the caret (the last block
  // rendered as finished, its code highlighted; the action bar's buttons mounted) is rendered in a transition after
  // it, which React interrupts for input, so the end of the stream is not one long task.
  const live = useDeferredValue(answer.live);
  const copy = async () => {
    const ok = await copyText(withAiLabel(answer.text));
    if (ok) toastSuccess(t.copied);
    else toastError(t.copyFailed);
  };

  return (
    <div className={styles.answerRow} data-testid="chat-answer" data-live={answer.live || undefined}>
      <span className={styles.answerAvatar} aria-hidden="true">
        <LogoMark size={28} />
      </span>
      <div
        className={styles.answerBody}
        onCopy={(e) => labelCopiedSelection(e.nativeEvent, window.getSelection()?.toString() ?? '')}
      >
        {showThinking && answer.thinking && (
          <Thinking text={answer.thinking} beforeAnswer={answer.live && !answer.text} />
        )}
        {answer.waiting && (
          <div className={styles.waiting} role="status">
            {t.waiting}
            <span className={styles.dots} aria-hidden="true" />
          </div>
        )}
        {plain && <div className={styles.plainText}>{answer.text}</div>}
        {/* Mounted, empty, while the answer is awaited: the lazy component resolves then (its chunk was loaded while
            the question was typed), not after the first text, which would wait in plain text for a few frames and
            then render all of its blocks at once, the first answer's longest task. */}
        {!plain && (answer.text || answer.live) && (
          <Suspense fallback={<div className={styles.plainText}>{answer.text}</div>}>
            <Markdown text={answer.text} streaming={live} />
          </Suspense>
        )}
        {answer.live && !answer.waiting && <span className={styles.caret} aria-hidden="true" />}
        {(answer.terminated || answer.error) && !answer.live && (
          <div className={styles.terminated} role="note">
            {answer.error ?? t.stopped}
          </div>
        )}
        {onRate && !live && (
          <div className={styles.actions}>
            <Action label={t.copy} icon={<CopyOutlined />} onClick={() => void copy()} />
            <Action
              label={t.like}
              pressed={liked}
              icon={liked ? <LikeFilled /> : <LikeOutlined />}
              onClick={() => onRate(liked ? LikeOrStomp.none : LikeOrStomp.like)}
            />
            <Action
              label={t.stomp}
              pressed={stomped}
              icon={stomped ? <DislikeFilled /> : <DislikeOutlined />}
              onClick={() => onRate(stomped ? LikeOrStomp.none : LikeOrStomp.stomp)}
            />
            {onReport && <Action label={t.report} icon={<WarningOutlined />} onClick={onReport} />}
            {onRegenerate && <Action label={t.regenerate} icon={<ReloadOutlined />} onClick={onRegenerate} />}
          </div>
        )}
      </div>
    </div>
  );
}

/**
 * An answer's action: a plain button with its name shown above it on hover or keyboard focus. Every saved answer has
 * four or five, so antd's Button and Tooltip (a wave effect, a trigger and its motion each) made the end of a stream
 * and the opening of a long conversation long tasks.
 */
function Action(props: { label: string; icon: ReactNode; onClick: () => void; pressed?: boolean }) {
  return (
    <PlainButton
      shape="icon"
      size="small"
      aria-label={props.label}
      aria-pressed={props.pressed}
      data-tip={props.label}
      onClick={props.onClick}
      className={props.pressed ? `${styles.action} ${styles.actionOn}` : styles.action}
    >
      {props.icon}
    </PlainButton>
  );
}
