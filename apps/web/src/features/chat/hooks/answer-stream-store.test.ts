import { afterEach, describe, expect, it, vi } from 'vitest';
import { BizCode, deltaMessage, encodeStreamEvent, STREAM_DONE_FRAME, type ChatStreamEvent } from '@lucina/contracts';
import { setFeedback, type AppFeedback } from '@/lib/feedback-holder';
import { makeUser } from '@/testing/fixtures';
import { useAuthStore } from '@/stores/auth-store';
import { useModalStore } from '@/stores/modal-store';
import { newDraft } from '../utils/draft';
import { runAnswerStream, stopAnswerStream, useAnswerStreamStore } from './answer-stream-store';

const ids = { conversationId: '11111111-1111-4111-8111-111111111111', id: '22222222-2222-4222-8222-222222222222' };
const start: ChatStreamEvent = {
  event: 'start',
  ...ids,
  userMessageId: '33333333-3333-4333-8333-333333333333',
  conversationTitle: '问题',
  modelCode: 0,
  replay: false,
};
const delta = (type: 'thinking' | 'text', content: string): ChatStreamEvent => ({
  event: 'message',
  ...ids,
  message: deltaMessage(type, content),
});

/** A server answer as SSE bytes; `hold` keeps the stream open until released. */
function sseResponse(frames: string[], hold?: Promise<void>) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const frame of frames) controller.enqueue(encoder.encode(frame));
      if (hold) await hold;
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function hooks() {
  return { onConversation: vi.fn(), onSettled: vi.fn(async () => undefined) };
}

afterEach(() => {
  useAnswerStreamStore.setState({ draft: null, controller: null, returnedQuestion: null, visitorLimit: false });
  setFeedback(null);
});

/** Captures the error toasts the stream shows. */
function captureToasts() {
  const toasts: string[] = [];
  const error = (arg: { content: string }) => void toasts.push(arg.content);
  setFeedback({ message: { error } } as unknown as AppFeedback);
  return toasts;
}

describe('answer stream', () => {
  it('streams thinking and text, leaves the chats left to the server, then settles', async () => {
    useAuthStore.setState({ token: 't', user: makeUser({ chatCount: 2 }) });
    const seen: string[] = [];
    const unsubscribe = useAnswerStreamStore.subscribe((s) => s.draft && seen.push(`${s.draft.phase}:${s.draft.text}`));
    const fetchMock = vi.fn(async () =>
      sseResponse([
        ': keep-alive\n\n',
        encodeStreamEvent(start),
        encodeStreamEvent(delta('thinking', '分析')),
        encodeStreamEvent(delta('text', '你')),
        encodeStreamEvent(delta('text', '好')),
        encodeStreamEvent({ event: 'finish', ...ids, terminate: false }),
        STREAM_DONE_FRAME,
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const h = hooks();

    await runAnswerStream(
      { kind: 'ask', body: { messageContent: '问题' } },
      newDraft({ kind: 'ask', conversationId: null, question: '问题' }),
      h,
    );
    unsubscribe();

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/ai/conversation/directMessage');
    expect(JSON.parse(init.body as string)).toEqual({ messageContent: '问题' });
    expect((init.headers as Record<string, string>).authorization).toBe('t');
    expect(h.onConversation).toHaveBeenCalledWith(ids.conversationId);
    expect(h.onSettled).toHaveBeenCalledWith(ids.conversationId);
    // Tokens that arrive between two frames are added in one update: the page renders once for them, not per token.
    expect(seen).toContain('streaming:你好');
    expect(seen).not.toContain('streaming:你');
    // Whether the answer cost a chat is the server's to say (a declined question costs none): the page re-reads
    // the count when the answer has settled, and nothing is taken off here.
    expect(useAuthStore.getState().user?.chatCount).toBe(2);
    // Settled: the saved answer replaces the draft.
    expect(useAnswerStreamStore.getState().draft).toBeNull();
  });

  it('an exhausted quota opens the more-chat-count dialog and sends nothing more', async () => {
    useAuthStore.setState({ token: 't', user: makeUser({ chatCount: 0 }) });
    const fetchMock = vi.fn(async () =>
      jsonResponse(200, { code: BizCode.CHAT_QUOTA_EXHAUSTED, msg: '免费对话次数已用完', data: null }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await runAnswerStream(
      { kind: 'ask', body: { messageContent: '问' } },
      newDraft({ kind: 'ask', conversationId: null }),
      hooks(),
    );
    expect(useModalStore.getState().moreChatNumber).toBe(true);
    // No retry: a retried stream would ask the question twice.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(useAnswerStreamStore.getState().draft).toBeNull();
    // The question goes back to the composer.
    expect(useAnswerStreamStore.getState().returnedQuestion).toBe('问');
  });

  it('a visitor’s used-up day is a login prompt: no error toast, the question kept', async () => {
    const toasts = captureToasts();
    vi.stubGlobal('fetch', async () =>
      jsonResponse(200, { code: BizCode.VISITOR_CHAT_QUOTA_EXHAUSTED, msg: '今日免登录体验次数已用完', data: null }),
    );
    await runAnswerStream(
      { kind: 'ask', body: { messageContent: '第四个问题' } },
      newDraft({ kind: 'ask', conversationId: null, question: '第四个问题' }),
      hooks(),
    );
    expect(toasts).toEqual([]);
    expect(useAnswerStreamStore.getState()).toMatchObject({ visitorLimit: true, returnedQuestion: '第四个问题' });
    // The prompt offers the login; the dialog does not jump over the page by itself.
    expect(useModalStore.getState().loginModal.open).toBe(false);
  });

  it('a stream error marks the draft terminated with the interface error text', async () => {
    vi.stubGlobal('fetch', async () =>
      sseResponse([
        encodeStreamEvent(start),
        encodeStreamEvent(delta('text', '一半')),
        encodeStreamEvent({ event: 'error', ...ids, error: 'upstream 502', status: 502, terminate: true }),
        STREAM_DONE_FRAME,
      ]),
    );
    const drafts: Array<{ error: string | null; terminated: boolean }> = [];
    const unsubscribe = useAnswerStreamStore.subscribe((s) => s.draft && drafts.push(s.draft));
    await runAnswerStream(
      { kind: 'ask', body: { messageContent: '问' } },
      newDraft({ kind: 'ask', conversationId: null }),
      hooks(),
    );
    unsubscribe();
    expect(drafts.at(-1)).toMatchObject({ error: '接口错误 502', terminated: true });
  });

  it('stop aborts the stream, asks the server to stop and saves exactly the text shown', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const calls: Array<{ url: string; body: unknown }> = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, body: init.body ? JSON.parse(init.body as string) : null });
      if (url.endsWith('/directMessage')) {
        return sseResponse([encodeStreamEvent(start), encodeStreamEvent(delta('text', '已显示的部分'))], held);
      }
      return jsonResponse(200, { code: 200, msg: 'ok', data: null });
    });
    const h = hooks();
    const running = runAnswerStream(
      { kind: 'ask', body: { messageContent: '问' } },
      newDraft({ kind: 'ask', conversationId: null }),
      h,
    );
    await vi.waitFor(() => expect(useAnswerStreamStore.getState().draft?.text).toBe('已显示的部分'));

    await stopAnswerStream(h);
    release();
    await running;

    expect(calls.map((c) => c.url)).toEqual([
      '/api/ai/conversation/directMessage',
      '/api/ai/conversation/stop',
      '/api/ai/conversation/saveTerminatedMessage',
    ]);
    expect(calls[1]!.body).toEqual({ id: ids.id });
    expect(calls[2]!.body).toEqual({ id: ids.id, messageContent: '已显示的部分' });
    expect(h.onSettled).toHaveBeenCalledTimes(1);
    expect(useAnswerStreamStore.getState().draft).toBeNull();
  });

  it('a dropped connection follows the answer again and ends it normally when the attach works', async () => {
    const calls: Array<{ url: string; body: unknown }> = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(init.body as string) });
      if (url.endsWith('/directMessage'))
        return sseResponse([encodeStreamEvent(start), encodeStreamEvent(delta('text', '前半'))]);
      return sseResponse([
        encodeStreamEvent({ ...start, replay: true }),
        encodeStreamEvent(delta('text', '前半')),
        encodeStreamEvent(delta('text', '后半')),
        encodeStreamEvent({ event: 'finish', ...ids, terminate: false }),
        STREAM_DONE_FRAME,
      ]);
    });
    const toasts = captureToasts();
    const drafts: Array<{ text: string; error: string | null }> = [];
    const unsubscribe = useAnswerStreamStore.subscribe((s) => s.draft && drafts.push(s.draft));
    await runAnswerStream(
      { kind: 'ask', body: { messageContent: '问' } },
      newDraft({ kind: 'ask', conversationId: null }),
      hooks(),
    );
    unsubscribe();
    expect(calls.map((c) => c.url)).toEqual(['/api/ai/conversation/directMessage', '/api/ai/conversation/attach']);
    expect(calls[1]!.body).toEqual({ id: ids.id });
    expect(drafts.at(-1)).toMatchObject({ text: '前半后半', error: null });
    expect(toasts).toEqual([]);
  });

  it('a dropped connection that cannot be re-attached shows the interrupted message and saves the partial answer', async () => {
    const calls: Array<{ url: string; body: unknown }> = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(init.body as string) });
      if (url.endsWith('/directMessage'))
        return sseResponse([encodeStreamEvent(start), encodeStreamEvent(delta('text', '一半的回答'))]);
      if (url.endsWith('/attach')) throw new TypeError('Failed to fetch');
      return jsonResponse(200, { code: 200, msg: 'ok', data: null });
    });
    const toasts = captureToasts();
    const drafts: Array<{ text: string; error: string | null; terminated: boolean }> = [];
    const unsubscribe = useAnswerStreamStore.subscribe((s) => s.draft && drafts.push(s.draft));
    const h = hooks();
    await runAnswerStream(
      { kind: 'ask', body: { messageContent: '问' } },
      newDraft({ kind: 'ask', conversationId: null }),
      h,
    );
    unsubscribe();
    expect(drafts.at(-1)).toMatchObject({
      text: '一半的回答',
      terminated: true,
      error: '网络连接中断，回答未完成，已保存已生成的部分',
    });
    expect(toasts).toEqual(['网络连接中断，回答未完成，已保存已生成的部分']);
    expect(calls.at(-1)).toEqual({
      url: '/api/ai/conversation/saveTerminatedMessage',
      body: { id: ids.id, messageContent: '一半的回答' },
    });
    expect(h.onSettled).toHaveBeenCalledWith(ids.conversationId);
  });

  it('a 200 answer that is not a stream shows the unknown-error message', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(200, { code: 200, msg: 'ok', data: null }));
    const toasts = captureToasts();
    await runAnswerStream(
      { kind: 'ask', body: { messageContent: '问' } },
      newDraft({ kind: 'ask', conversationId: null }),
      hooks(),
    );
    expect(toasts).toEqual(['未知错误，请稍后重试']);
  });
});
