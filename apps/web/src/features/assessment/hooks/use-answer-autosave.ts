import { useCallback, useEffect, useRef, useState } from 'react';
import { submitSurveyAnswers } from '../api/submit-survey-answers';
import { readLog, writeLog, type AnswerMap } from '../utils/progress-storage';

export const AUTOSAVE_DELAY_MS = 800;

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

export interface AnswerAutosave {
  status: SaveStatus;
  /** Records one answer locally (the log) and schedules a partial save. */
  queue: (questionId: number, value: number) => void;
  /** Sends what is pending now; saves run one after another, never in parallel. */
  flush: () => Promise<void>;
  /** Stops saving before the final submit, after any save in flight has landed. */
  close: () => Promise<void>;
  reopen: () => void;
}

const toList = (answers: AnswerMap) =>
  Object.entries(answers).map(([id, value]) => ({ questionId: Number(id), value }));

/**
 * Debounced partial saves (final: false). Pending answers live in the career-test log until the
 * server confirms them, so a refresh or a failed call loses nothing; `unsynced` answers found on
 * resume are sent at once.
 */
export function useAnswerAutosave(recordId: string, unsynced: AnswerMap): AnswerAutosave {
  const pending = useRef<AnswerMap | null>(null);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closed = useRef(false);
  const [status, setStatus] = useState<SaveStatus>('idle');

  const pendingMap = useCallback((): AnswerMap => {
    if (!pending.current) {
      const log = readLog();
      pending.current = { ...(log?.recordId === recordId ? log.pending : {}), ...unsynced };
    }
    return pending.current;
  }, [recordId, unsynced]);

  const sendPending = useCallback(async () => {
    const map = pendingMap();
    const batch = { ...map };
    if (closed.current || Object.keys(batch).length === 0) return;
    setStatus('saving');
    try {
      await submitSurveyAnswers({ recordId, answers: toList(batch), final: false });
      // Keep answers changed while the call was in flight: they go with the next save.
      for (const [id, value] of Object.entries(batch)) if (map[Number(id)] === value) delete map[Number(id)];
      writeLog({ recordId, pending: map });
      setStatus('saved');
    } catch (error) {
      // The request layer toasted; the answers stay in the log for the next save.
      console.warn('[assessment] 部分答案保存失败，稍后重试', error);
      setStatus('error');
    }
  }, [pendingMap, recordId]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    chain.current = chain.current.then(sendPending);
    return chain.current;
  }, [sendPending]);

  const queue = useCallback(
    (questionId: number, value: number) => {
      const map = pendingMap();
      map[questionId] = value;
      writeLog({ recordId, pending: map });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    },
    [flush, pendingMap, recordId],
  );

  const close = useCallback(() => {
    closed.current = true;
    clearTimeout(timer.current);
    return chain.current;
  }, []);

  const reopen = useCallback(() => {
    closed.current = false;
  }, []);

  // Resend lost saves on resume; save before the tab hides or the user leaves the flow.
  useEffect(() => {
    void flush();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    const onPageHide = () => void flush();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      void flush();
    };
  }, [flush]);

  return { status, queue, flush, close, reopen };
}
