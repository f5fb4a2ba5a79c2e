import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { completionChunk } from './lib.js';
import { watchStalls } from './stalls.js';

/**
 * Child process of chat.bench.ts: a fake OpenAI-compatible upstream that emits tokens at a fixed pace, and
 * the clients that load Lucina. It runs apart from Lucina so Lucina's memory and event loop are measured alone.
 * Model `bench-ttft` answers `tokens` tokens; `bench-hold` keeps emitting, slowly, until told to finish. With
 * `http2` the upstream speaks cleartext HTTP/2 and allows 100 streams per connection, as hosted APIs do.
 */
type Command =
  | { cmd: 'start'; paceMs: number; tokens: number; holdPaceMs: number; port: number; http2: boolean }
  | {
      cmd: 'ttft';
      target: 'direct' | 'lucina';
      url: string;
      tokens: string[];
      concurrency: number;
      total: number;
      spreadMs: number;
    }
  | { cmd: 'hold'; url: string; tokens: string[]; count: number; batch: number; perSecond: number }
  | { cmd: 'release'; perSecond: number }
  | { cmd: 'exit' };

const send = (msg: object) => process.send!(msg);
let paceMs = 50;
let tokens = 20;
let holdPaceMs = 2000;
let finishHolds = false;
/** The held answers' ends, in the order they opened: a paced release ends them a few at a time. */
const holdEnds: Array<() => void> = [];

function serve(
  req: http.IncomingMessage | http2.Http2ServerRequest,
  response: http.ServerResponse | http2.Http2ServerResponse,
) {
  // HTTP/2's compatibility response writes as HTTP/1.1's does.
  const res = response as http.ServerResponse;
  let body = '';
  // Decoded across chunks: HTTP/2 frames a body where flow control allows, through the middle of a character.
  req.setEncoding('utf8');
  req.on('data', (d: string) => (body += d));
  req.on('end', () => {
    const hold = (JSON.parse(body) as { model: string }).model === 'bench-hold';
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    let sent = 0;
    let closed = false;
    res.on('close', () => (closed = true));
    const finish = () => {
      if (closed) return;
      closed = true;
      res.write(completionChunk(null, 'stop'));
      res.end('data: [DONE]\n\n');
    };
    if (hold) holdEnds.push(finish);
    const tick = () => {
      if (closed) return;
      if (hold ? finishHolds : sent >= tokens) return finish();
      res.write(completionChunk(`词${sent++}`));
      setTimeout(tick, hold ? holdPaceMs : paceMs);
    };
    setTimeout(tick, paceMs);
  });
}
let upstream: http.Server | http2.Http2Server;
let h2Direct: http2.ClientHttp2Session | null = null;

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
let asked = 0;

type Body = NodeJS.ReadableStream & { setEncoding(enc: 'utf8'): unknown };

/**
 * Posts `payload` and resolves `firstToken` at the first chunk that carries a token (ms), then drains the rest;
 * `done` ends with the stream. `open` sends over HTTP/1.1 or HTTP/2 and hands the response body to `read`.
 */
function streamVia(
  url: string,
  marker: string,
  open: (read: (body: Body, status?: number) => void, failed: (err: Error) => void) => void,
) {
  const t0 = performance.now();
  let first!: (ms: number) => void;
  let fail!: (err: Error) => void;
  const firstToken = new Promise<number>((resolve, reject) => ((first = resolve), (fail = reject)));
  const done = new Promise<void>((resolve) => {
    const read = (body: Body, status?: number) => {
      let seen = false;
      let tail = '';
      body.setEncoding('utf8');
      body.on('data', (d: string) => {
        if (seen) return;
        tail = (tail + d).slice(-4096);
        if (tail.includes(marker)) {
          seen = true;
          first(performance.now() - t0);
        }
      });
      body.on('end', () => {
        if (!seen) fail(new Error(`no token from ${url}: ${status ?? ''} ${tail.slice(0, 200)}`));
        resolve();
      });
    };
    open(read, (err) => (fail(err), resolve()));
  });
  return { firstToken, done };
}

function stream(url: string, payload: object, headers: Record<string, string>, marker: string) {
  return streamVia(url, marker, (read, failed) => {
    const req = http.request(
      url,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', ...headers } },
      (res) => read(res, res.statusCode),
    );
    req.on('error', failed);
    req.end(JSON.stringify(payload));
  });
}

/** `stream` straight to an HTTP/2 upstream, on one connection as Lucina's pool would use. */
function streamH2(url: string, payload: object, marker: string) {
  const target = new URL(url);
  h2Direct ??= http2.connect(target.origin);
  return streamVia(url, marker, (read, failed) => {
    const req = h2Direct!.request({ ':method': 'POST', ':path': target.pathname, 'content-type': 'application/json' });
    read(req);
    req.on('error', failed);
    req.end(JSON.stringify(payload));
  });
}

function oneStream(c: Extract<Command, { cmd: 'ttft' | 'hold' }>, model: 'ttft' | 'hold') {
  if (c.cmd === 'ttft' && c.target === 'direct') {
    const payload = { model: 'bench-ttft', stream: true, messages: [{ role: 'user', content: '你好' }] };
    const url = `${c.url}/chat/completions`;
    return upstream instanceof http.Server
      ? stream(url, payload, {}, '"content"')
      : streamH2(url, payload, '"content"');
  }
  const payload = { messageContent: '基准测试问题', modelCode: model === 'hold' ? 1 : 0 };
  const token = c.tokens[asked++ % c.tokens.length]!;
  return stream(`${c.url}/api/ai/conversation/directMessage`, payload, { authorization: token }, '"event":"message"');
}

/**
 * `concurrency` clients ask one answer after another, each answer's first-token time a sample. With `spreadMs` the
 * clients start that far apart in all (an answer's length spreads them over one answer): 100 concurrent streams as
 * traffic makes them, each opening while the others stream. Without it they all open at once, a cold burst whose
 * requests queue behind one another; started together, the clients would also stay in step round after round.
 */
async function ttft(c: Extract<Command, { cmd: 'ttft' }>) {
  // While the clients start, fewer streams are open: those first answers are asked but not counted.
  const ramp = c.spreadMs ? c.concurrency : 0;
  const samples: number[] = [];
  let next = 0;
  async function worker(i: number) {
    if (c.spreadMs) await new Promise((r) => setTimeout(r, (i * c.spreadMs) / c.concurrency));
    while (next < c.total + ramp) {
      const counted = next++ >= ramp;
      const s = oneStream(c, 'ttft');
      const ms = await s.firstToken;
      if (counted) samples.push(ms);
      await s.done;
    }
  }
  await Promise.all(Array.from({ length: c.concurrency }, (_, i) => worker(i)));
  send({ type: 'ttft', samples });
}

const holds: Array<Promise<void>> = [];

/**
 * This process's own longest stall while opening or ending held answers: when it lags, its tokens reach Lucina in
 * bursts that no upstream of many users sends, and a stall measured in Lucina then follows the load, not Lucina.
 */
const stallOf = (watch: ReturnType<typeof watchStalls>) => {
  const report = watch.stop();
  return { maxMs: report.maxMs, over50: report.stalls.length };
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Calls `step(n)` with how many are due so far at `perSecond`, every 10 ms, until `count` are done. */
async function paced(count: number, perSecond: number, step: (due: number) => void) {
  const t0 = performance.now();
  for (let done = 0; done < count;) {
    const due = Math.min(count, Math.floor(((performance.now() - t0) / 1000) * perSecond) + 1);
    if (due > done) step(due - done);
    done = due;
    if (done < count) await sleep(10);
  }
}

/**
 * Opens `count` answers that stay open. With `perSecond` they arrive at that rate whatever the service does, as
 * users' questions do; without it, `batch` at a time, each batch once the previous one has its first tokens: as
 * fast as the service can take them, a load test of its own.
 */
async function hold(c: Extract<Command, { cmd: 'hold' }>) {
  const watch = watchStalls(50);
  finishHolds = false;
  holdEnds.length = 0;
  if (c.perSecond) {
    const first: Array<Promise<number>> = [];
    await paced(c.count, c.perSecond, (n) => {
      for (let i = 0; i < n; i++) {
        const s = oneStream(c, 'hold');
        holds.push(s.done);
        first.push(s.firstToken);
        // Awaited once all have opened: marked handled now, so an answer refused while the others are still being
        // opened reaches the bench as its error, instead of ending this process as an unhandled rejection.
        s.firstToken.catch(() => {});
      }
    });
    await Promise.all(first);
  } else {
    for (let opened = 0; opened < c.count; opened += c.batch) {
      const batch = Array.from({ length: Math.min(c.batch, c.count - opened) }, () => oneStream(c, 'hold'));
      holds.push(...batch.map((s) => s.done));
      await Promise.all(batch.map((s) => s.firstToken));
    }
  }
  send({ type: 'held', open: holds.length, loadStall: stallOf(watch) });
}

/** Ends the held answers: `perSecond` at a time, or every one at its next token (within one token round). */
async function release(c: Extract<Command, { cmd: 'release' }>) {
  const watch = watchStalls(50);
  if (c.perSecond) {
    const ends = holdEnds.splice(0);
    await paced(ends.length, c.perSecond, (n) => ends.splice(0, n).forEach((end) => end()));
  } else finishHolds = true;
  await Promise.all(holds.splice(0));
  holdEnds.length = 0;
  send({ type: 'released', loadStall: stallOf(watch) });
}

// Never outlive the benchmark that started it.
process.on('disconnect', () => process.exit(0));

process.on('message', (c: Command) => {
  const run = async () => {
    if (c.cmd === 'start') {
      paceMs = c.paceMs;
      tokens = c.tokens;
      holdPaceMs = c.holdPaceMs;
      upstream = c.http2
        ? http2.createServer({ settings: { maxConcurrentStreams: 100 } }, serve)
        : http.createServer(serve);
      upstream.listen(c.port, '127.0.0.1', () => {
        send({ type: 'ready', upstreamUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/v1` });
      });
    } else if (c.cmd === 'ttft') await ttft(c);
    else if (c.cmd === 'hold') await hold(c);
    else if (c.cmd === 'release') await release(c);
    else {
      agent.destroy();
      h2Direct?.destroy();
      if (upstream instanceof http.Server) upstream.closeAllConnections();
      upstream.close(() => process.exit(0));
      // HTTP/2 connections from Lucina keep the server open; the process ends anyway.
      setTimeout(() => process.exit(0), 500).unref();
    }
  };
  run().catch((err: unknown) => send({ type: 'error', message: String(err) }));
});
