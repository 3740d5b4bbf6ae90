// Kuaidi100's real-time query emulated for demo mode (never registered in production): the same form
// (customer, sign, param), the sign checked with the demo customer and key, Kuaidi100's error shape for a
// bad sign, an unknown company or a number it has nothing on, and a plausible timeline derived only from
// the tracking number and the shipment's time: 揽收 at the shipment, transit through Guangdong's sorting
// centres, 派件, and 签收 about a day and a half later on the clock. Every context starts with 【演示】 so
// nobody takes it for a real scan.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { formatChinaTime, type Clock } from '../../kernel/time';
import { KUAIDI100_COMPANY_CODES, kuaidi100Sign, type Kuaidi100Settings } from './kuaidi100';
import type { Db } from '../../db/client';
import { firstShippedAt } from './queries';
import { KUAIDI100_EMULATOR_PATH } from './settings';

export const DEMO_PREFIX = '【演示】';

const CITIES = [
  { city: '广州', districts: ['天河', '白云', '番禺', '海珠'] },
  { city: '深圳', districts: ['宝安', '南山', '龙岗', '福田'] },
  { city: '东莞', districts: ['南城', '长安', '虎门', '松山湖'] },
  { city: '佛山', districts: ['禅城', '南海', '顺德'] },
  { city: '惠州', districts: ['惠城', '惠阳'] },
  { city: '中山', districts: ['石岐', '小榄'] },
  { city: '珠海', districts: ['香洲', '金湾'] },
  { city: '江门', districts: ['蓬江', '新会'] },
] as const;

const HOUR = 3600_000;

/** Kuaidi100's state and status of each step. */
const STEPS = [
  { at: 0, state: 1, status: '揽收' },
  { at: 4, state: 0, status: '在途' },
  { at: 9, state: 0, status: '在途' },
  { at: 20, state: 0, status: '在途' },
  { at: 30, state: 5, status: '派件' },
  { at: 38, state: 3, status: '签收' },
] as const;

const parseChinaTime = (s: string): Date => new Date(`${s.trim().replace(' ', 'T')}+08:00`);

/** The emulated answer for `num` shipped at `shippedAt` (YYYY-MM-DD HH:mm:ss), as seen at `now`; null: nothing yet. */
export function emulatedTimeline(com: string, num: string, shippedAt: string, now: Date) {
  const h = createHash('md5').update(num).digest();
  const from = CITIES[h[0]! % CITIES.length]!;
  const to = CITIES[(h[0]! + 1 + (h[1]! % (CITIES.length - 1))) % CITIES.length]!;
  const fromDistrict = from.districts[h[2]! % from.districts.length]!;
  const toDistrict = to.districts[h[3]! % to.districts.length]!;
  const texts = [
    `${DEMO_PREFIX}【${from.city}市${fromDistrict}营业部】已揽收，揽收员已取件`,
    `${DEMO_PREFIX}快件已到达【${from.city}转运中心】`,
    `${DEMO_PREFIX}快件已离开【${from.city}转运中心】，正发往【${to.city}转运中心】`,
    `${DEMO_PREFIX}快件已到达【${to.city}转运中心】`,
    `${DEMO_PREFIX}【${to.city}市${toDistrict}营业部】快递员正在为您派件`,
    `${DEMO_PREFIX}您的快件已签收，签收人：本人。感谢使用，期待再次为您服务`,
  ];
  const start = parseChinaTime(shippedAt).getTime();
  if (!Number.isFinite(start)) return null;
  const events = STEPS.map((step, i) => {
    // a few minutes of deterministic jitter per step (none for the pick-up: the courier takes the parcel when
    // the merchant enters its number, so a fresh shipment already shows one scan)
    const at = new Date(start + step.at * HOUR + (i === 0 ? 0 : (h[4 + i]! % 50) * 60_000));
    const time = formatChinaTime(at);
    return { at, state: step.state, item: { time, ftime: time, context: texts[i]!, status: step.status, areaName: i < 3 ? `广东,${from.city}市` : `广东,${to.city}市` } };
  }).filter((e) => e.at.getTime() <= now.getTime());
  if (events.length === 0) return null;
  const last = events[events.length - 1]!;
  return {
    message: 'ok',
    nu: num,
    ischeck: last.state === 3 ? '1' : '0',
    com,
    status: '200',
    condition: last.state === 3 ? '3' : '0',
    state: String(last.state),
    data: events.map((e) => e.item).reverse(),
  };
}

const fail = (returnCode: string, message: string) => ({ result: false, returnCode, message });

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export interface EmulatorOptions {
  settings: Pick<Kuaidi100Settings, 'customer' | 'key'>;
  clock: Clock;
  /** the shipment time of a tracking number (the earliest shipment with it), or null */
  shippedAt: (com: string, num: string) => Promise<string | null>;
  /** a stand-in: this machine only */
  isLocal: (ip: string) => boolean;
  localOnlyMessage: string;
}

/** Answers one query form (exported for the tests of the answers themselves). */
export async function answerQuery(form: Record<string, unknown>, o: Pick<EmulatorOptions, 'settings' | 'clock' | 'shippedAt'>): Promise<object> {
  const customer = typeof form.customer === 'string' ? form.customer : '';
  const sign = typeof form.sign === 'string' ? form.sign : '';
  const param = typeof form.param === 'string' ? form.param : '';
  if (!customer || !sign || !param) return fail('400', '参数错误，customer、sign、param 均不能为空');
  if (!sameText(customer, o.settings.customer) || !sameText(sign, kuaidi100Sign(param, o.settings.key, o.settings.customer))) return fail('503', '验证签名失败');
  let q: { com?: unknown; num?: unknown };
  try {
    q = JSON.parse(param) as typeof q;
  } catch {
    return fail('400', '参数错误，param 不是合法的 JSON');
  }
  const com = typeof q.com === 'string' ? q.com.trim() : '';
  const num = typeof q.num === 'string' ? q.num.trim() : '';
  if (!com || !num) return fail('400', '参数错误，com、num 均不能为空');
  if (!Object.values(KUAIDI100_COMPANY_CODES).includes(com)) return fail('500', '找不到对应公司');
  const shipped = await o.shippedAt(com, num);
  const answer = shipped ? emulatedTimeline(com, num, shipped, o.clock.now()) : null;
  return answer ?? fail('500', '查询无结果，请隔段时间再查');
}

export function registerKuaidi100Emulator(app: FastifyInstance, o: EmulatorOptions): void {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
  }
  app.post(KUAIDI100_EMULATOR_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!o.isLocal(request.ip)) return reply.code(403).send({ result: false, returnCode: '403', message: o.localOnlyMessage });
    const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    return answerQuery(body, o);
  });
}

/** The demo's emulator on this API: a tracking number's timeline starts at its shipment (order_express). */
export const registerDemoKuaidi100 = (app: FastifyInstance, db: Db, o: Omit<EmulatorOptions, 'shippedAt'>): void =>
  registerKuaidi100Emulator(app, { ...o, shippedAt: (_com, num) => firstShippedAt(db, num) });
