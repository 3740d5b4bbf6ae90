// "Something is new in chat X for users A and B": the signal that makes an open chat page fetch its new
// messages at once (the page still fetches by max_id, so a lost signal only delays a message until the
// page's fallback poll). Between API processes on PostgreSQL it travels by LISTEN/NOTIFY on one channel;
// on PGlite (one process, one connection) an in-process emitter carries it.
import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Db } from '../../db/client';

export const CHAT_CHANNEL = 'ws_chat';

export interface ChatSignal {
  chatId: number;
  /** who should hear it: both sides of the conversation */
  userIds: number[];
}

export type ChatListener = (signal: ChatSignal) => void;

export interface ChatNotifier {
  /** tell every process; call after the transaction that wrote the message committed */
  publish(signal: ChatSignal): Promise<void>;
  /** hear the signals for one user in this process; returns the unsubscribe function */
  subscribe(userId: number, listener: ChatListener): () => void;
  /** resolves once signals from every process reach this one (the stream says "ready" after it) */
  ready(): Promise<void>;
  close(): Promise<void>;
}

const isSignal = (x: unknown): x is ChatSignal =>
  typeof x === 'object' &&
  x !== null &&
  Number.isInteger((x as ChatSignal).chatId) &&
  Array.isArray((x as ChatSignal).userIds) &&
  (x as ChatSignal).userIds.every((n) => Number.isInteger(n));

class Fanout {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  deliver(signal: ChatSignal): void {
    for (const id of new Set(signal.userIds)) this.emitter.emit(`u${id}`, signal);
  }
  on(userId: number, listener: ChatListener): () => void {
    this.emitter.on(`u${userId}`, listener);
    return () => this.emitter.off(`u${userId}`, listener);
  }
  get size(): number {
    return this.emitter.eventNames().reduce((n, e) => n + this.emitter.listenerCount(e), 0);
  }
}

/** One process (PGlite): the signal goes straight to this process's listeners. */
export class LocalChatNotifier implements ChatNotifier {
  private readonly fanout = new Fanout();
  async publish(signal: ChatSignal): Promise<void> {
    this.fanout.deliver(signal);
  }
  subscribe(userId: number, listener: ChatListener): () => void {
    return this.fanout.on(userId, listener);
  }
  async ready(): Promise<void> {}
  async close(): Promise<void> {}
}

/**
 * PostgreSQL: NOTIFY through the pool; one dedicated LISTEN connection per process, opened when the first
 * page subscribes and reopened after a drop (pages fall back to polling meanwhile). A process hears its own
 * notifications too, so delivery is the same path for every process.
 */
export class PgChatNotifier implements ChatNotifier {
  private readonly fanout = new Fanout();
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly clientConfig: pg.ClientConfig,
  ) {}

  async publish(signal: ChatSignal): Promise<void> {
    await this.pool.query('select pg_notify($1, $2)', [CHAT_CHANNEL, JSON.stringify(signal)]);
  }

  subscribe(userId: number, listener: ChatListener): () => void {
    void this.ensureListening();
    return this.fanout.on(userId, listener);
  }

  ready(): Promise<void> {
    return this.ensureListening();
  }

  /** resolves once this process is listening (or the attempt failed: pages poll meanwhile) */
  ensureListening(): Promise<void> {
    if (this.closed || this.client) return Promise.resolve();
    this.connecting ??= this.listen().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async listen(): Promise<void> {
    const client = new pg.Client(this.clientConfig);
    const drop = () => {
      if (this.client !== client) return;
      this.client = null;
      client.removeAllListeners('notification');
      void client.end().catch(() => {});
      // reopen while someone still listens
      if (!this.closed && this.fanout.size > 0) this.retry = setTimeout(() => void this.ensureListening(), 1000);
    };
    client.on('error', drop);
    client.on('end', drop);
    client.on('notification', (n) => {
      if (n.channel !== CHAT_CHANNEL || !n.payload) return;
      try {
        const signal: unknown = JSON.parse(n.payload);
        if (isSignal(signal)) this.fanout.deliver(signal);
      } catch {
        /* not ours */
      }
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHAT_CHANNEL}`);
      if (this.closed) {
        await client.end();
        return;
      }
      this.client = client;
    } catch {
      void client.end().catch(() => {});
      if (!this.closed && this.fanout.size > 0) this.retry = setTimeout(() => void this.ensureListening(), 1000);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    await this.connecting?.catch(() => {});
    const c = this.client;
    this.client = null;
    await c?.end().catch(() => {});
  }
}

const notifiers = new WeakMap<object, ChatNotifier>();

/** The notifier of a database (one per Db object, made on first use): PostgreSQL when the Db runs on a
 *  node-postgres pool, in-process otherwise. */
export function chatNotifierFor(db: Db): ChatNotifier {
  const key = db as unknown as object;
  let n = notifiers.get(key);
  if (!n) {
    const client = (db as unknown as { $client?: unknown }).$client;
    if (client instanceof pg.Pool) {
      n = new PgChatNotifier(client, (client as unknown as { options: pg.ClientConfig }).options);
    } else {
      n = new LocalChatNotifier();
    }
    notifiers.set(key, n);
  }
  return n;
}

/** Close a database's notifier (the app's onClose). */
export async function closeChatNotifier(db: Db): Promise<void> {
  const key = db as unknown as object;
  const n = notifiers.get(key);
  notifiers.delete(key);
  await n?.close();
}
