import { z } from 'zod';

/**
 * SSE framing of the chat streams (directMessage, resetAnswer, attach).
 *
 * Headers: `Content-Type: text/event-stream`, `Cache-Control: no-cache`, `X-Accel-Buffering: no`.
 * Every event is one `data:` line holding a JSON object (no SSE `event:` names), then a blank line;
 * lines starting with `:` are keep-alive comments to ignore. The last data line is `[DONE]`.
 * Every JSON event carries `event`, `conversationId` and `id` (the assistant message id):
 *
 *   data: {"event":"start","conversationId":"…","id":"…","userMessageId":"…","conversationTitle":"…","modelCode":0,"replay":false}
 *   data: {"event":"message","conversationId":"…","id":"…","message":"{\"type\":\"thinking\",\"choices\":[{\"delta\":{\"content\":\"检索到…\"}}]}"}
 *   data: {"event":"message","conversationId":"…","id":"…","message":"{\"type\":\"text\",\"choices\":[{\"delta\":{\"content\":\"你好\"}}]}"}
 *   data: {"event":"finish","conversationId":"…","id":"…","terminate":false}
 *   data: [DONE]
 *
 * or, when the answer fails: `{"event":"error",…,"error":"…","status":502,"terminate":true}` then `[DONE]`.
 * `message` is a JSON string shaped like an OpenAI chunk; `type` is `thinking` (reasoning) or `text`.
 * `status` of an error is the upstream HTTP status (0 when none); the web shows 'interface error' plus it.
 * An error with `code` (e.g. 10030) is a business refusal the web handles like the same envelope code.
 * `replay: true` on attach: the first deltas replay what was generated before the client attached.
 * Pre-stream refusals (validation, ownership, quota) are ordinary `{code, msg, data}` JSON envelopes.
 */
export const STREAM_DONE = '[DONE]';

export const streamDeltaTypeSchema = z.enum(['thinking', 'text']);
export type StreamDeltaType = z.infer<typeof streamDeltaTypeSchema>;

export const streamDeltaSchema = z.object({
  type: streamDeltaTypeSchema,
  choices: z.array(z.object({ delta: z.object({ content: z.string() }) })).min(1),
});

const base = { conversationId: z.string(), id: z.string() };

export const chatStreamEventSchema = z.discriminatedUnion('event', [
  z.object({
    event: z.literal('start'),
    ...base,
    userMessageId: z.string(),
    conversationTitle: z.string(),
    modelCode: z.number().int(),
    replay: z.boolean(),
  }),
  z.object({ event: z.literal('message'), ...base, message: z.string() }),
  z.object({ event: z.literal('finish'), ...base, terminate: z.boolean() }),
  z.object({
    event: z.literal('error'),
    ...base,
    error: z.string(),
    status: z.number().int(),
    code: z.number().int().optional(),
    terminate: z.literal(true),
  }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;

/** The `message` string of a delta event. */
export function deltaMessage(type: StreamDeltaType, content: string): string {
  return JSON.stringify({ type, choices: [{ delta: { content } }] });
}

/** One SSE frame for an event (the server writes these). */
export function encodeStreamEvent(event: ChatStreamEvent): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}
export const STREAM_DONE_FRAME = `data: ${STREAM_DONE}\n\n`;

/**
 * Frames one answer's delta events: what `encodeStreamEvent` writes for its `message` events, byte for byte, from a
 * head serialised once per stream. Every token of every open answer is framed; the event object serialised whole
 * (its message string escaped inside it) was the largest garbage per token on a server holding thousands of answers.
 */
export function deltaFramer(ids: { conversationId: string; id: string }) {
  const head = `data: {"event":"message","conversationId":${JSON.stringify(ids.conversationId)},"id":${JSON.stringify(ids.id)},"message":`;
  return (type: StreamDeltaType, content: string) => {
    if (!jsonPlain(content)) return `${head}${JSON.stringify(deltaMessage(type, content))}}\n\n`;
    const [before, after] = MESSAGE_AROUND[type];
    return `${head}${before}${content}${after}`;
  };
}

/**
 * Whether JSON.stringify leaves `text` as it is: no quote, backslash or control character, and no surrogate (a lone
 * one is escaped).
 */
function jsonPlain(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff)) return false;
  }
  return true;
}

/**
 * A delta's `message`, serialised in its event, before and after its content, for content that JSON leaves as it is
 * (most tokens): such a token goes between the two as it is, instead of being built as objects and serialised twice.
 * Cut once, here, from what `deltaMessage` writes; the frame's end is on the second part.
 */
const DELTA_MARK = 'DELTA';
const aroundContent = (type: StreamDeltaType) => {
  const message = JSON.stringify(deltaMessage(type, DELTA_MARK));
  const at = message.indexOf(DELTA_MARK);
  return [message.slice(0, at), `${message.slice(at + DELTA_MARK.length)}}\n\n`] as const;
};
const MESSAGE_AROUND = { thinking: aroundContent('thinking'), text: aroundContent('text') };

export type ParsedStreamData =
  | { kind: 'done' }
  | { kind: 'event'; event: ChatStreamEvent; delta: { type: StreamDeltaType; content: string } | null };

/** Parses the text of one `data:` line; throws on anything that is not part of this framing. */
export function parseStreamData(data: string): ParsedStreamData {
  if (data.trim() === STREAM_DONE) return { kind: 'done' };
  const event = chatStreamEventSchema.parse(JSON.parse(data));
  if (event.event !== 'message') return { kind: 'event', event, delta: null };
  const message = streamDeltaSchema.parse(JSON.parse(event.message));
  return { kind: 'event', event, delta: { type: message.type, content: message.choices[0]!.delta.content } };
}
