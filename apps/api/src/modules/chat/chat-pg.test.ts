// Chat under real concurrency, on a throwaway PostgreSQL server (PGlite serialises everything, so a race
// there proves nothing). Two API instances with their own pools stand for two API processes: a member
// sends through one and a staff member through the other, 200 messages each, at the same time, while a
// third client fetches incrementally by max_id as a chat page does. Nothing is lost, duplicated or
// reordered, and the LISTEN/NOTIFY signal crosses from one instance to the other.
import type { ChatInfo, ChatMessage, Items, Page } from '@ws/api-sdk/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { users } from '../../db/schema';
import { chatNotifierFor, PgChatNotifier, type ChatSignal } from './notifier';
import { systemClock } from '../../kernel/time';
import { hashPassword } from '../account/password';
import { call } from '../../../test/helpers';
import { havePgBinaries, requirePgInCi, startPgServer, type PgServer } from '../../../test/pg-server';

requirePgInCi('the chat race test');

const N = 200;

describe.skipIf(!havePgBinaries)('chat on PostgreSQL', () => {
  let server: PgServer | null = null;
  let dbA: Database;
  let dbB: Database;
  let appA: FastifyInstance;
  let appB: FastifyInstance;
  let memberId = 0;
  let staffId = 0;

  beforeAll(async () => {
    server = await startPgServer();
    dbA = await openDatabase({ databaseUrl: server.url, dataDir: '' });
    dbB = await openDatabase({ databaseUrl: server.url, dataDir: '' });
    const hash = await hashPassword('Demo1234');
    const now = new Date();
    const rows = await dbA.db
      .insert(users)
      .values([
        { userAccount: 'member', userMobile: '13800000001', name: '张三', passwordHash: hash, createdAt: now },
        { userAccount: 'staff', userMobile: '13800000005', name: '客服小安', passwordHash: hash, isCustUser: 1, roles: ['member', 'custuser'], createdAt: now },
      ])
      .returning({ id: users.id });
    memberId = rows[0]!.id;
    staffId = rows[1]!.id;
    appA = await buildApp({ db: dbA.db, appEnv: 'test', clock: systemClock });
    appB = await buildApp({ db: dbB.db, appEnv: 'test', clock: systemClock });
    await Promise.all([appA.ready(), appB.ready()]);
  }, 120_000);

  afterAll(async () => {
    await appA?.close();
    await appB?.close();
    await dbA?.close();
    await dbB?.close();
    server?.stop();
  });

  const login = async (app: FastifyInstance, phone: string) =>
    (await call<{ token: string }>(app, 'login', { user_mobile: phone, login_type: 'password', user_password: 'Demo1234' })).data.token;

  it(`two clients sending ${N} messages each at once: none lost, duplicated or reordered; max_id fetching sees them all`, async () => {
    const member = await login(appA, '13800000001');
    const staff = await login(appB, '13800000005');
    const info = await call<ChatInfo>(appA, 'chatInfoByUser', { to_user_id: staffId, chat_type: 'chat_service' }, { token: member });
    expect(info.ok).toBe(true);
    const chatId = info.data.id;

    // the staff member's process hears the signals of messages sent through the member's process
    const heard: ChatSignal[] = [];
    const notifierB = chatNotifierFor(dbB.db);
    expect(notifierB).toBeInstanceOf(PgChatNotifier);
    const unsubscribe = notifierB.subscribe(staffId, (s) => heard.push(s));
    await (notifierB as PgChatNotifier).ensureListening();

    const sendAll = async (app: FastifyInstance, token: string, who: string) => {
      for (let i = 0; i < N; i++) {
        const res = await call<ChatMessage>(app, 'chatItemAdd', { chat_id: chatId, message: `${who}-${i}` }, { token });
        if (!res.ok) throw new Error(`${who}-${i}: ${res.msg}`);
      }
    };
    // a chat page of the staff member meanwhile: incremental fetches by max_id through the other process
    let done = false;
    const fetched: ChatMessage[] = [];
    const poll = async () => {
      let maxId = 0;
      for (;;) {
        const finished = done;
        const res = await call<Items<ChatMessage>>(appA, 'chatItemListSelfNew', { chat_id: chatId, max_id: maxId }, { token: staff });
        fetched.push(...res.data.items);
        maxId = res.data.items.at(-1)?.id ?? maxId;
        if (finished && res.data.items.length === 0) return;
      }
    };
    const poller = poll();
    await Promise.all([sendAll(appA, member, 'm'), sendAll(appB, staff, 's')]);
    done = true;
    await poller;

    // everything stored once, each sender's messages in the order sent
    const all: ChatMessage[] = [];
    for (let before: number | undefined; ; ) {
      const page = await call<Page<ChatMessage>>(appB, 'chatItemListSelf', { chat_id: chatId, pageSize: 100, ...(before ? { before_id: before } : {}) }, { token: member });
      if (page.data.items.length === 0) break;
      all.unshift(...page.data.items);
      before = page.data.items[0]!.id;
    }
    expect(all).toHaveLength(2 * N);
    const texts = all.map((m) => m.message);
    expect(new Set(texts).size).toBe(2 * N);
    const ids = all.map((m) => m.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(texts.filter((t) => t.startsWith('m-'))).toEqual(Array.from({ length: N }, (_, i) => `m-${i}`));
    expect(texts.filter((t) => t.startsWith('s-'))).toEqual(Array.from({ length: N }, (_, i) => `s-${i}`));
    expect(all.filter((m) => m.message.startsWith('m-')).every((m) => m.isfrom === 0 && m.user_id === memberId)).toBe(true);

    // the max_id poller got exactly the same messages, in the same order, none twice
    expect(fetched.map((m) => m.id)).toEqual(ids);

    // LISTEN/NOTIFY: the other process heard (at least the last of) them
    await expect.poll(() => heard.filter((s) => s.chatId === chatId).length, { timeout: 5000 }).toBeGreaterThan(0);
    unsubscribe();
  }, 120_000);
});
