import http from 'node:http';
import http2 from 'node:http2';

const chunk = (delta: Record<string, string>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'faults', object: 'chat.completion.chunk', created: 1, model: 'faults', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

/** The last user message decides the answer's length: `[short]` answers in a few tokens. */
function tokensFor(body: { messages?: Array<{ role: string; content: unknown }> }, long: number) {
  const last = [...(body.messages ?? [])].reverse().find((m) => m.role === 'user');
  return typeof last?.content === 'string' && last.content.includes('[short]') ? 3 : long;
}

/**
 * A fake OpenAI-compatible upstream that streams slowly: one token every `paceMs`, `tokens` per answer.
 * Each token is distinct (`片12；`), so a saved answer can be compared with what a client saw. With `http2` it
 * speaks cleartext HTTP/2, 100 streams per connection as hosted APIs allow (the instances then run LLM_HTTP2=on).
 */
export async function startFakeLlm(port: number, opts: { paceMs: number; tokens: number; http2: boolean }) {
  const state = { paceMs: opts.paceMs, tokens: opts.tokens, open: 0, started: 0 };
  // HTTP/2's compatibility request and response read and write as HTTP/1.1's do.
  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
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
  };
  const sessions = new Set<http2.ServerHttp2Session>();
  const server = opts.http2
    ? http2
        .createServer({ settings: { maxConcurrentStreams: 100 } }, handle as never)
        .on('session', (s: http2.ServerHttp2Session) => (sessions.add(s), s.on('close', () => sessions.delete(s))))
    : http.createServer(handle);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    state,
    url: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The instances' pooled HTTP/2 connections would keep the server open.
        for (const s of sessions) s.destroy();
      }),
  };
}

export type FakeLlm = Awaited<ReturnType<typeof startFakeLlm>>;
