// GET /api/chat/events?ticket=…: Server-Sent Events telling an open chat page that a conversation of its
// user changed (`event: chat`, data {"chat_id":n}); the page then fetches with list_self_new. EventSource
// cannot send the token header, so the page first asks chat/eventsTicket for a short-lived ticket (the
// request log drops query strings, so the ticket is never logged either). An open stream also counts as
// an open chat page for "online" staff. Comments every 20 s keep proxies from closing an idle stream.
import type { FastifyInstance } from 'fastify';
import { beat, chatNotifierFor, closeChatNotifier, resolveTicket, type ChatSignal } from '../modules/chat';
import { MSG_BUSY, type Deps } from './handler';
import { failEnvelope, notLoggedInEnvelope } from './register-endpoints';

export const CHAT_EVENTS_PATH = '/api/chat/events';
const KEEPALIVE_MS = 20_000;
const PRESENCE_MS = 30_000;

export function registerChatEvents(app: FastifyInstance, deps: Deps): void {
  const streams = new Set<() => void>();
  // before the server closes: a graceful shutdown waits for open connections, and a stream never ends by itself
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });
  app.addHook('onClose', async () => {
    for (const end of [...streams]) end();
    await closeChatNotifier(deps.db);
  });

  app.get(CHAT_EVENTS_PATH, async (request, reply) => {
    const q = request.query as Record<string, unknown>;
    const ticket = typeof q.ticket === 'string' ? q.ticket : '';
    let userId: number | null;
    try {
      userId = await resolveTicket(deps.db, deps.clock, ticket);
    } catch {
      return reply.code(503).header('cache-control', 'no-store').send(failEnvelope(MSG_BUSY));
    }
    // not 200: EventSource stops retrying, and the page asks for a new ticket (or falls back to polling)
    if (userId === null) return reply.code(401).header('cache-control', 'no-store').send(notLoggedInEnvelope());
    const uid = userId;

    // "ready" tells the page to fetch what it missed: only once signals from other processes reach this
    // process; a signal before the subscription below is covered by that fetch
    const notifier = chatNotifierFor(deps.db);
    await notifier.ready();
    reply.hijack();
    // the page left while this process started listening: nothing to stream
    if (request.raw.destroyed) return;
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      connection: 'keep-alive',
      // nginx: pass each event on at once
      'x-accel-buffering': 'no',
    });
    const send = (signal: ChatSignal) => {
      if (!res.writableEnded) res.write(`event: chat\ndata: ${JSON.stringify({ chat_id: signal.chatId })}\n\n`);
    };
    const unsubscribe = notifier.subscribe(uid, send);
    res.write(`retry: 3000\n\nevent: ready\ndata: {}\n\n`);
    const presence = () => void beat(deps.db, deps.clock, uid).catch(() => {});
    presence();
    const keepalive = setInterval(() => res.write(`: keepalive\n\n`), KEEPALIVE_MS);
    const presenceTimer = setInterval(presence, PRESENCE_MS);
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      unsubscribe();
      clearInterval(keepalive);
      clearInterval(presenceTimer);
      streams.delete(end);
      if (!res.writableEnded) res.end();
    };
    streams.add(end);
    request.raw.on('close', end);
    res.on('close', end);
    res.on('error', end);
  });
}
