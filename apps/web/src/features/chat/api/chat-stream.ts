import { fetchEventSource, type EventSourceMessage } from '@microsoft/fetch-event-source';
import {
  ClientErrorText,
  LOGOUT_CODES,
  SUCCESS_CODES,
  parseStreamData,
  type ChatStreamEvent,
  type DirectMessageBody,
  type StreamDeltaType,
  apiRoutes,
  httpStatusText,
} from '@lucina/contracts';
import { ApiError, buildHeaders, buildUrl, ensureVisitorIdentity, serverMessage } from '@/lib/api-client';
import { authActions } from '@/stores/auth-store';

export interface StreamHandlers {
  onStart: (event: Extract<ChatStreamEvent, { event: 'start' }>) => void;
  onDelta: (delta: { type: StreamDeltaType; content: string }) => void;
  onFinish: (event: Extract<ChatStreamEvent, { event: 'finish' }>) => void;
  /** A failure after the stream opened: SPEC §8 'interface error' plus the upstream status. */
  onStreamError: (event: Extract<ChatStreamEvent, { event: 'error' }>) => void;
}

export type StreamRequest =
  | { kind: 'ask'; body: Omit<DirectMessageBody, 'modelCode' | 'conversationId'> & Partial<DirectMessageBody> }
  | { kind: 'regenerate'; id: string }
  | { kind: 'attach'; id: string };

const routeOf = (req: StreamRequest) =>
  req.kind === 'ask'
    ? apiRoutes.chat.directMessage
    : req.kind === 'regenerate'
      ? apiRoutes.chat.resetAnswer
      : apiRoutes.chat.attach;

/** Thrown out of fetchEventSource's callbacks so it never retries: a retry would ask the question again. */
class StopStream extends Error {}

/**
 * A refusal before the stream opened (validation, ownership, quota) arrives as an ordinary envelope.
 * A 200 that is neither a stream nor a refusal is SPEC §8's unknown error.
 */
async function refusal(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const envelope = (typeof body === 'object' && body !== null ? body : {}) as { code?: unknown; data?: unknown };
  const code = typeof envelope.code === 'number' ? envelope.code : undefined;
  if (response.ok && SUCCESS_CODES.includes(code)) {
    return new ApiError({ status: response.status, code, msg: ClientErrorText.streamUnknown, data: null });
  }
  if (response.status === 401 || (code !== undefined && LOGOUT_CODES.includes(code))) authActions.logout();
  const msg = serverMessage(body) ?? httpStatusText(response.status);
  return new ApiError({ status: response.status, code, msg, data: envelope.data });
}

/**
 * Opens one answer stream (SPEC §7 SSE framing, contracts chat-stream.ts). Resolves when `[DONE]`
 * arrives or the caller aborts; rejects with ApiError when the server refused before streaming.
 * The stream stays open while the tab is hidden, and a dropped connection is not retried.
 */
export async function openChatStream(req: StreamRequest, handlers: StreamHandlers, signal: AbortSignal) {
  const body = req.kind === 'ask' ? req.body : { id: req.id };
  let failure: unknown = null;
  let done = false;

  const onmessage = (message: EventSourceMessage) => {
    if (!message.data) return;
    const parsed = parseStreamData(message.data);
    if (parsed.kind === 'done') {
      done = true;
      throw new StopStream();
    }
    const { event, delta } = parsed;
    if (event.event === 'start') handlers.onStart(event);
    else if (event.event === 'finish') handlers.onFinish(event);
    else if (event.event === 'error') handlers.onStreamError(event);
    else if (delta) handlers.onDelta(delta);
  };

  await ensureVisitorIdentity();
  try {
    await fetchEventSource(buildUrl(routeOf(req)), {
      method: 'POST',
      headers: Object.fromEntries(buildHeaders(true).entries()),
      body: JSON.stringify(body),
      signal,
      openWhenHidden: true,
      // Looked up per call, like the request layer, so tests can stub the global.
      fetch: (input, init) => globalThis.fetch(input, init),
      async onopen(response) {
        const type = response.headers.get('content-type') ?? '';
        if (response.ok && type.includes('text/event-stream')) return;
        failure = await refusal(response);
        throw new StopStream();
      },
      onmessage,
      onclose() {
        // The server closed without [DONE]: the connection dropped. The answer carries on server-side.
        throw new StopStream();
      },
      onerror(error) {
        if (!(error instanceof StopStream)) failure ??= error;
        throw error;
      },
    });
  } catch (error) {
    if (signal.aborted) return { done: false };
    if (!(error instanceof StopStream)) failure ??= error;
  }
  if (failure) throw failure instanceof ApiError ? failure : networkError(failure);
  return { done };
}

function networkError(cause: unknown): ApiError {
  console.warn('[chat] 流式连接失败', cause);
  return new ApiError({ status: 0, msg: ClientErrorText.streamUnknown, data: null });
}
