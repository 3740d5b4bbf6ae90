// The chat's event stream through the gateway and the generated nginx config: each event reaches the
// browser when the API writes it (not when the stream ends), uncompressed, and the stream is not cut
// after the usual API timeout.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { routes } from '@ws/routes';
import { buildGateway } from './app';
import { renderNginxConf } from './nginx';
import { listen, makeDists } from '../test/helpers';

type Upstream = Awaited<ReturnType<typeof listen>>;

let api: Upstream;
let dists: Awaited<ReturnType<typeof makeDists>>;
let gw: FastifyInstance;
let gwUrl = '';
/** the fake API writes the second event only when the test says so */
let writeSecond: () => void = () => {};

beforeAll(async () => {
  api = await listen(
    http.createServer((req, res) => {
      if (!req.url?.startsWith('/api/chat/events')) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' });
      // a long first event: well over any compression threshold
      res.write(`event: ready\ndata: {"pad":"${'x'.repeat(2048)}"}\n\n`);
      writeSecond = () => res.write('event: chat\ndata: {"chat_id":7}\n\n');
    }),
  );
  dists = await makeDists();
  gw = await buildGateway({ mode: 'prod', appEnv: 'demo', apiUrl: api.url, dist: dists.dist });
  gwUrl = await gw.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await gw?.close();
  await api?.close();
  await dists?.cleanup();
});

describe('chat event stream', () => {
  it('the gateway passes each event on as it is written, uncompressed', async () => {
    const controller = new AbortController();
    const res = await fetch(`${gwUrl}/api/chat/events?ticket=t`, { headers: { 'accept-encoding': 'gzip, br' }, signal: controller.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('content-encoding')).toBeNull();
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let seen = '';
    const readUntil = async (needle: string) => {
      while (!seen.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        seen += decoder.decode(value, { stream: true });
      }
    };
    // the first event arrives while the upstream keeps the stream open
    await readUntil('event: ready');
    expect(seen).not.toContain('event: chat');
    writeSecond();
    await readUntil('"chat_id":7');
    controller.abort();
  });

  it('nginx: the stream location is unbuffered with a long read timeout', () => {
    const conf = renderNginxConf(routes);
    const block = conf.slice(conf.indexOf('location = /api/chat/events {'));
    expect(block).toContain('proxy_pass http://ws_api;');
    const body = block.slice(0, block.indexOf('}'));
    expect(body).toContain('proxy_buffering off;');
    expect(body).toContain('proxy_read_timeout 1h;');
  });
});
