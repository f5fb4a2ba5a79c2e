import http from 'node:http';

const chunk = (delta: Record<string, string>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'faults', object: 'chat.completion.chunk', created: 1, model: 'faults', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

/** The last user message decides the answer's length: `[short]` answers in a few tokens. */
function tokensFor(body: { messages?: Array<{ role: string; content: unknown }> }, long: number) {
  const last = [...(body.messages ?? [])].reverse().find((m) => m.role === 'user');
  return typeof last?.content === 'string' && last.content.includes('[short]') ? 3 : long;
}

/**
 * A fake OpenAI-compatible upstream that streams slowly: one token every `paceMs`, `tokens` per answer.
 * Each token is distinct (`片12；`), so a saved answer can be compared with what a client saw.
 */
export async function startFakeLlm(port: number, opts: { paceMs: number; tokens: number }) {
  const state = { ...opts, open: 0, started: 0 };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (d: string) => (raw += d));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as { stream?: boolean; messages?: [] };
      const total = tokensFor(body, state.tokens);
      if (!body.stream) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'faults',
            object: 'chat.completion',
            created: 1,
            model: 'faults',
            choices: [{ index: 0, message: { role: 'assistant', content: '好的。' }, finish_reason: 'stop' }],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          }),
        );
        return;
      }
      state.open++;
      state.started++;
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      let sent = 0;
      let closed = false;
      res.on('close', () => {
        closed = true;
        state.open--;
      });
      const tick = () => {
        if (closed) return;
        if (sent >= total) {
          res.write(chunk({}, 'stop'));
          res.end('data: [DONE]\n\n');
          return;
        }
        res.write(chunk({ content: `片${sent++}；` }));
        setTimeout(tick, state.paceMs);
      };
      setTimeout(tick, state.paceMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    state,
    url: `http://127.0.0.1:${port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeLlm = Awaited<ReturnType<typeof startFakeLlm>>;
