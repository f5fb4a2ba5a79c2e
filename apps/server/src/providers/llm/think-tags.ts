import type { LlmChunk } from './llm.provider.js';

const OPEN = '<think>';
const CLOSE = '</think>';

/** Length of the longest suffix of `text` that is a prefix of `tag` (a tag split across chunks). */
function partialTagAt(text: string, tag: string): number {
  for (let n = Math.min(tag.length - 1, text.length); n > 0; n--) {
    if (text.endsWith(tag.slice(0, n))) return n;
  }
  return 0;
}

/**
 * Some models served without a reasoning parser (e.g. DeepSeek-R1 or Qwen3 on older Ollama/vLLM) put their
 * reasoning inline as `<think>…</think>` at the start of `content`; this turns it into thinking chunks.
 */
export function createThinkTagSplitter() {
  let state: 'start' | 'think' | 'text' = 'start';
  let pending = '';

  // Arrays, not generators: this runs for every token of every open answer.
  function drain(out: LlmChunk[]): LlmChunk[] {
    while (pending) {
      if (state === 'text') {
        out.push({ type: 'text', content: pending });
        pending = '';
      } else if (state === 'start') {
        const trimmed = pending.trimStart();
        if (trimmed.startsWith(OPEN)) {
          state = 'think';
          pending = trimmed.slice(OPEN.length);
        } else if (OPEN.startsWith(trimmed)) {
          return out; // could still become <think>
        } else {
          state = 'text';
        }
      } else {
        const end = pending.indexOf(CLOSE);
        if (end >= 0) {
          if (end > 0) out.push({ type: 'thinking', content: pending.slice(0, end) });
          pending = pending.slice(end + CLOSE.length).replace(/^\s+/, '');
          state = 'text';
        } else {
          const keep = partialTagAt(pending, CLOSE);
          const thinking = pending.slice(0, pending.length - keep);
          if (thinking) out.push({ type: 'thinking', content: thinking });
          pending = pending.slice(pending.length - keep);
          return out;
        }
      }
    }
    return out;
  }

  return {
    push(content: string): LlmChunk[] {
      pending += content;
      return drain([]);
    },
    /** The stream ended: whatever is held back is emitted as it stands. */
    flush(): LlmChunk[] {
      const rest: LlmChunk[] = pending ? [{ type: state === 'think' ? 'thinking' : 'text', content: pending }] : [];
      pending = '';
      return rest;
    },
  };
}
