import { describe, expect, it } from 'vitest';
import type { LlmChunk } from '../../src/providers/llm/llm.provider.js';
import { createThinkTagSplitter } from '../../src/providers/llm/think-tags.js';

function split(parts: string[]) {
  const splitter = createThinkTagSplitter();
  const out: LlmChunk[] = [];
  for (const p of parts) out.push(...splitter.push(p));
  out.push(...splitter.flush());
  const joined = { thinking: '', text: '' };
  for (const c of out) if (c.type !== 'usage') joined[c.type === 'thinking' ? 'thinking' : 'text'] += c.content;
  return joined;
}

describe('inline <think> tags', () => {
  it('splits reasoning from the answer even when the tags are cut across chunks', () => {
    expect(split(['<thi', 'nk>先', '想</th', 'ink>\n\n答', '案'])).toEqual({ thinking: '先想', text: '答案' });
  });
  it('leaves text without a leading tag alone, including a later literal <think>', () => {
    expect(split(['  你好', '，<think>不是思考</think>'])).toEqual({
      thinking: '',
      text: '  你好，<think>不是思考</think>',
    });
  });
  it('keeps an unfinished reasoning block as thinking when the stream ends', () => {
    expect(split(['<think>还没想完'])).toEqual({ thinking: '还没想完', text: '' });
  });
});
