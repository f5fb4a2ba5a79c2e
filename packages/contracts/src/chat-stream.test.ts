import { describe, expect, it } from 'vitest';
import { deltaFramer, deltaMessage, encodeStreamEvent, parseStreamData, STREAM_DONE_FRAME } from './chat-stream.js';
import { directMessageBodySchema, stopBodySchema } from './api/chat.js';

describe('chat stream framing', () => {
  const ids = { conversationId: 'c1', id: 'a1' };

  it("frames a stream's deltas exactly as the whole event would be encoded", () => {
    const frame = deltaFramer({ conversationId: 'c-"1"\\', id: '8f0e2c1a-0000-4000-8000-000000000001' });
    const contents = [
      '你好',
      '"引号"\\反斜杠\n换行\t',
      '😀 \u2028\u2029 \u0000',
      '',
      '</script>',
      'DELTA',
      '反\\斜',
      '"引"',
      '半个\ud83d',
      '\ude00尾',
      '\u001f',
      '/\u007f',
    ];
    for (const type of ['text', 'thinking'] as const)
      for (const content of contents) {
        const event = {
          event: 'message' as const,
          conversationId: 'c-"1"\\',
          id: '8f0e2c1a-0000-4000-8000-000000000001',
          message: deltaMessage(type, content),
        };
        expect(frame(type, content)).toBe(encodeStreamEvent(event));
      }
  });

  it('round-trips events and reads the delta out of the message string', () => {
    const frame = encodeStreamEvent({ event: 'message', ...ids, message: deltaMessage('thinking', '想') });
    expect(frame.startsWith('data: ')).toBe(true);
    expect(frame.endsWith('\n\n')).toBe(true);
    const parsed = parseStreamData(frame.slice(6).trim());
    expect(parsed).toMatchObject({ kind: 'event', delta: { type: 'thinking', content: '想' } });
    expect(parseStreamData(STREAM_DONE_FRAME.slice(6).trim())).toEqual({ kind: 'done' });
  });

  it('gives finish and error events no delta, and rejects unknown shapes', () => {
    expect(parseStreamData(JSON.stringify({ event: 'finish', ...ids, terminate: true }))).toMatchObject({
      delta: null,
    });
    const error = { event: 'error', ...ids, error: '模型服务暂时不可用', status: 502, terminate: true };
    expect(parseStreamData(JSON.stringify(error))).toMatchObject({ event: { status: 502 } });
    expect(() => parseStreamData(JSON.stringify({ event: 'other', ...ids }))).toThrow();
  });

  it('treats an empty conversationId as a new conversation and defaults the model to 0', () => {
    expect(directMessageBodySchema.parse({ messageContent: ' 你好 ', conversationId: '' })).toMatchObject({
      messageContent: '你好',
      conversationId: null,
      modelCode: 0,
    });
    expect(stopBodySchema.safeParse({}).success).toBe(false);
  });
});
