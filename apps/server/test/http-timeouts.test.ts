import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { openSse } from '../src/http/sse.js';
import { createTestApp } from './helpers/app.js';

describe('HTTP server timeouts', () => {
  it('bounds receiving a request and silent connections, and outlasts a load balancer idle timeout', async () => {
    const t = await createTestApp();
    try {
      expect(t.app.server.requestTimeout).toBe(120_000);
      expect(t.app.server.timeout).toBe(300_000);
      expect(t.app.server.keepAliveTimeout).toBe(75_000);
    } finally {
      await t.close();
    }
    expect(loadConfig({ KEEP_ALIVE_TIMEOUT_SECONDS: '650' }).keepAliveTimeoutMs).toBe(650_000);
  });
});

/**
 * Node's requestTimeout covers receiving the request only. Checked on a scaled-down server (timeout 300 ms,
 * checked every 50 ms): a stream that lasts well beyond it is delivered whole, a request whose body never
 * arrives is answered 408.
 */
describe('request timeout and long responses', () => {
  const FRAMES = 10;
  const app = Fastify({
    requestTimeout: 300,
    serverFactory: (handler) => http.createServer({ requestTimeout: 300, connectionsCheckingInterval: 50 }, handler),
  });
  app.get('/stream', (req, reply) => {
    const conn = openSse(req, reply, 1000);
    let sent = 0;
    const timer = setInterval(() => {
      conn.write(`data: ${++sent}\n\n`);
      if (sent === FRAMES) {
        clearInterval(timer);
        conn.close();
      }
    }, 100);
  });
  app.post('/upload', async () => ({ ok: true }));
  afterAll(() => app.close());

  it('does not cut a response that streams for longer than the request timeout', async () => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const body = await (await fetch(`http://127.0.0.1:${port}/stream`)).text();
    expect(body.match(/^data: \d+$/gm)).toHaveLength(FRAMES);
  });

  it('answers 408 to a request whose body does not arrive in time', async () => {
    const { port } = app.server.address() as AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    socket.write(
      'POST /upload HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 100\r\n\r\nonly part',
    );
    let reply = '';
    socket.on('data', (d: Buffer) => (reply += d.toString()));
    await new Promise((resolve) => socket.on('close', resolve));
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
  });
});
