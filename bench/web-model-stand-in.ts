import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { completionChunk } from './lib.js';
import { freePort, startProduct } from './web-product.js';
import { RICH_ANSWER } from './web-stream-answer.js';

/** A model's pace: CHARS characters every PACE_MS (40 per 50 ms, a fast hosted model's rate). */
export const CHARS = Number(process.env.BENCH_STREAM_CHARS ?? 8);
export const PACE_MS = Number(process.env.BENCH_STREAM_PACE_MS ?? 10);

export const pieces = (text: string) =>
  Array.from({ length: Math.ceil(text.length / CHARS) }, (_, i) => text.slice(i * CHARS, (i + 1) * CHARS));

/**
 * An OpenAI-compatible stand-in: every streamed answer is RICH_ANSWER, CHARS characters every `paceMs` (0: as fast as
 * the server reads them); other calls get a line.
 */
export async function startModel(paceMs = PACE_MS): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (d: string) => (raw += d));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as { stream?: boolean };
      if (!body.stream) {
        res.writeHead(200, { 'content-type': 'application/json' });
        const message = { role: 'assistant', content: '职业方向选择' };
        res.end(
          JSON.stringify({
            id: 'b',
            object: 'chat.completion',
            created: 1,
            model: 'bench',
            choices: [{ index: 0, message, finish_reason: 'stop' }],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          }),
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const queue = pieces(RICH_ANSWER);
      let closed = false;
      res.on('close', () => (closed = true));
      const tick = () => {
        if (closed) return;
        const next = queue.shift();
        if (next === undefined) {
          res.write(completionChunk(null, 'stop'));
          res.end('data: [DONE]\n\n');
          return;
        }
        res.write(completionChunk(next));
        setTimeout(tick, paceMs);
      };
      setTimeout(tick, paceMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, close: () => server.close() };
}

/** The product as `npm start` runs it, its model pointed at a stand-in answering at `paceMs`; `close` stops both. */
export async function productWithStandIn(paceMs = PACE_MS): Promise<{ base: string; close: () => void }> {
  const model = await startModel(paceMs);
  const port = Number(process.env.BENCH_WEB_STREAM_PORT) || (await freePort());
  const { base, child } = await startProduct(port, {
    LLM_PROVIDER: 'openai',
    LLM_BASE_URL: model.url,
    LLM_API_KEY: 'bench',
    LLM_MODEL: 'bench',
  });
  return {
    base,
    close: () => {
      child.kill('SIGTERM');
      model.close();
    },
  };
}
