import { create } from 'zustand';
import { BizCode, ClientErrorText } from '@lucina/contracts';
import { ApiError } from '@/lib/api-client';
import { toastError } from '@/lib/feedback';
import { useModalStore } from '@/stores/modal-store';
import type * as StreamClient from '../api/chat-stream';
import type { StreamHandlers, StreamRequest } from '../api/chat-stream';
import { saveTerminatedAnswer, stopAnswer } from '../api/conversations';
import { appendDelta, newDraft, streamErrorText, type AnswerDraft } from '../utils/draft';

interface StreamHooks {
  /** A new conversation got its id (first event): the page moves to it. */
  onConversation: (conversationId: string) => void;
  /** The stream ended: re-read the conversation (and the list) so the saved answer replaces the draft. */
  onSettled: (conversationId: string | null) => Promise<void>;
}

interface StreamState {
  draft: AnswerDraft | null;
  controller: AbortController | null;
  /** A question refused before it started (no chats left): the composer puts it back, so nothing typed is lost. */
  returnedQuestion: string | null;
  /** A visitor used up today's questions: the composer shows a login prompt in place of an error. */
  visitorLimit: boolean;
}

export const useAnswerStreamStore = create<StreamState>()(() => ({
  draft: null,
  controller: null,
  returnedQuestion: null,
  visitorLimit: false,
}));

/** The composer took the returned question back. */
export const takeReturnedQuestion = () => useAnswerStreamStore.setState({ returnedQuestion: null });

const patch = (controller: AbortController, update: (draft: AnswerDraft) => AnswerDraft) =>
  useAnswerStreamStore.setState((s) => (s.controller === controller && s.draft ? { draft: update(s.draft) } : s));

type StreamModule = typeof StreamClient;
type StreamDelta = Parameters<StreamHandlers['onDelta']>[0];
/**
 * The stream client (with the schemas that check every event) loads on the first answer, not with the
 * page: the welcome screen never needs it. The composer warms it up when the user starts typing.
 */
export const loadStreamClient = (): Promise<StreamModule> => import('../api/chat-stream');

const isQuotaRefusal = (error: unknown) => error instanceof ApiError && error.code === BizCode.CHAT_QUOTA_EXHAUSTED;
const isVisitorQuotaRefusal = (error: unknown) =>
  error instanceof ApiError && error.code === BizCode.VISITOR_CHAT_QUOTA_EXHAUSTED;

function handleRefusal(error: unknown, req: StreamRequest) {
  const question = req.kind === 'ask' ? req.body.messageContent : null;
  // The request layer's toast is not used for streams, so the refusal is told here. Running out is not an error:
  // the question goes back into the box, with the way to more chats (or, for a visitor, to log in) beside it.
  if (isQuotaRefusal(error)) {
    useAnswerStreamStore.setState({ returnedQuestion: question });
    useModalStore.getState().openModal('moreChatNumber');
  } else if (isVisitorQuotaRefusal(error)) {
    useAnswerStreamStore.setState({ returnedQuestion: question, visitorLimit: true });
  } else toastError(error instanceof Error ? error.message : String(error));
}

/**
 * The connection dropped before [DONE]: follow the answer again (the attach replays it from the start).
 * If that fails too, the user is told and the text that arrived is kept and saved as terminated.
 */
async function recoverDropped(
  { openChatStream }: StreamModule,
  controller: AbortController,
  handlers: StreamHandlers,
  /** Adds the tokens still waiting for a frame to the draft. */
  flush: () => void,
): Promise<void> {
  const before = useAnswerStreamStore.getState().draft;
  if (!before) return;
  if (before.answerId) {
    patch(controller, (d) => ({ ...d, thinking: '', text: '' }));
    try {
      const { done } = await openChatStream({ kind: 'attach', id: before.answerId }, handlers, controller.signal);
      flush();
      if (done || controller.signal.aborted) return;
    } catch (error) {
      console.warn('[chat] 重新接上回答失败', error);
    }
    flush();
  }
  const after = useAnswerStreamStore.getState().draft;
  const kept = after && after.text.length >= before.text.length ? after : before;
  patch(controller, (d) => ({
    ...d,
    thinking: kept.thinking,
    text: kept.text,
    terminated: true,
    error: ClientErrorText.streamInterrupted,
  }));
  toastError(ClientErrorText.streamInterrupted);
  if (before.answerId) {
    await saveTerminatedAnswer(before.answerId, kept.text).catch((error: unknown) =>
      console.warn('[chat] 保存中断的回答失败', error),
    );
  }
}

/** Runs one answer stream; only one runs at a time (a new one detaches the previous). */
export async function runAnswerStream(req: StreamRequest, draft: AnswerDraft, hooks: StreamHooks): Promise<void> {
  useAnswerStreamStore.getState().controller?.abort();
  const controller = new AbortController();
  useAnswerStreamStore.setState({ draft, controller });
  let conversationId = draft.conversationId;
  // Tokens arrive faster than frames (and many at once after a pause): they are added to the draft once per
  // animation frame, so the page renders once per frame, not once per token. Every other event, and the end of
  // the stream, first adds what is waiting, so nothing is lost or reordered.
  let waiting: StreamDelta[] = [];
  let frame = 0;
  const flush = () => {
    cancelAnimationFrame(frame);
    frame = 0;
    if (waiting.length === 0) return;
    const deltas = waiting;
    waiting = [];
    patch(controller, (d) => deltas.reduce(appendDelta, d));
  };
  const handlers: StreamHandlers = {
    onStart: (event) => {
      conversationId = event.conversationId;
      patch(controller, (d) => ({
        ...d,
        conversationId: event.conversationId,
        answerId: event.id,
        userMessageId: event.userMessageId,
      }));
      if (!draft.conversationId) hooks.onConversation(event.conversationId);
    },
    // The chats left are re-read from the server once the answer ends (onSettled): whether an answer costs one
    // is the server's to say (a declined question or an answer cut short costs none).
    onDelta: (delta) => {
      waiting.push(delta);
      if (!frame) frame = requestAnimationFrame(flush);
    },
    onFinish: (event) => {
      flush();
      patch(controller, (d) => ({ ...d, terminated: event.terminate }));
    },
    onStreamError: (event) => {
      flush();
      if (event.code === BizCode.CONTENT_BLOCKED) {
        // The safety gate stopped the answer: what was shown is replaced by the notice, as it was saved.
        patch(controller, (d) => ({ ...d, thinking: '', text: event.error, terminated: true }));
        return;
      }
      const text = streamErrorText(event.status);
      patch(controller, (d) => ({ ...d, terminated: true, error: text }));
      toastError(event.code ? event.error : text);
    },
  };
  let dropped = false;
  let stream: StreamModule | null = null;
  try {
    stream = await loadStreamClient();
    const { done } = await stream.openChatStream(req, handlers, controller.signal);
    dropped = !done && !controller.signal.aborted;
  } catch (error) {
    handleRefusal(error, req);
  }
  flush();
  if (dropped && stream) await recoverDropped(stream, controller, handlers, flush);
  // A stop or a newer stream took over: that path settles the page itself.
  if (useAnswerStreamStore.getState().controller !== controller) return;
  await hooks.onSettled(conversationId).catch(() => undefined);
  if (useAnswerStreamStore.getState().controller === controller)
    useAnswerStreamStore.setState({ draft: null, controller: null });
}

/**
 * Stop (SPEC §4): the server stops generating and keeps what it made; the text the user saw is then
 * saved through the save call, so the stored answer ends where the screen did.
 */
export async function stopAnswerStream(hooks: Pick<StreamHooks, 'onSettled'>): Promise<void> {
  const { draft, controller } = useAnswerStreamStore.getState();
  if (!draft || !controller) return;
  useAnswerStreamStore.setState({ draft: { ...draft, terminated: true }, controller: null });
  controller.abort();
  const target = draft.answerId ? { id: draft.answerId } : { conversationId: draft.conversationId ?? undefined };
  try {
    if (target.id || target.conversationId) await stopAnswer(target);
    if (draft.answerId) await saveTerminatedAnswer(draft.answerId, draft.text);
  } catch (error) {
    console.warn('[chat] 停止回答失败', error);
  }
  await hooks.onSettled(draft.conversationId).catch(() => undefined);
  if (useAnswerStreamStore.getState().controller === null) useAnswerStreamStore.setState({ draft: null });
}

/** Leaves a running answer to finish server-side (switching conversations); it can be re-attached later. */
export function detachAnswerStream() {
  const { controller } = useAnswerStreamStore.getState();
  controller?.abort();
  useAnswerStreamStore.setState({ draft: null, controller: null });
}

export { newDraft };
