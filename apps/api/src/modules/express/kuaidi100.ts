// Kuaidi100's real-time query (实时快递查询): POST poll/query.do with the form fields customer, sign and param,
// where param is the JSON of the query and sign = MD5(param + key + customer) in upper-case hex, over the
// exact param text sent. The answer is the timeline newest first, or { result: false, returnCode, message }.
// The same protocol is spoken by the demo's emulator (emulator.ts), so demo mode runs this very code.
import { createHash } from 'node:crypto';

/** Kuaidi100's production endpoint of the real-time query. */
export const KUAIDI100_ENDPOINT = 'https://poll.kuaidi100.com/poll/query.do';

/**
 * Kuaidi100's company codes by the platform's express dictionary value (express_value). A company not listed
 * is not asked: its timeline keeps the system's own events.
 */
export const KUAIDI100_COMPANY_CODES: Readonly<Record<string, string>> = {
  SF: 'shunfeng',
  ZTO: 'zhongtong',
  YTO: 'yuantong',
  YD: 'yunda',
  STO: 'shentong',
  JD: 'jd',
  EMS: 'ems',
  // the dictionary's 德邦快递 (Kuaidi100 keeps 德邦物流, the freight line, as debangwuliu)
  DBL: 'debangkuaidi',
  DBWL: 'debangwuliu',
  YZPY: 'youzhengguonei',
};

export const kuaidi100CodeOf = (expressValue: string): string | null => KUAIDI100_COMPANY_CODES[expressValue.trim().toUpperCase()] ?? null;

/** Kuaidi100's state of a shipment: 0 在途, 1 揽收, 2 疑难, 3 签收, 4 退签, 5 派件, 6 退回, 7 转单, 14 拒签 … */
export const KUAIDI100_SIGNED = 3;

/** The query (param). SF needs the receiver's or sender's phone; its last four digits are enough. */
export interface Kuaidi100Query {
  com: string;
  num: string;
  phone?: string;
}

export interface Kuaidi100Event {
  time: string;
  ftime: string;
  context: string;
  status: string;
  areaName: string;
}

export interface Kuaidi100Answer {
  state: number;
  ischeck: boolean;
  com: string;
  nu: string;
  /** newest first, as Kuaidi100 sends it */
  data: Kuaidi100Event[];
}

/** Kuaidi100 said no (returnCode 400, 500, 503 …), or it could not be reached ('network', 'bad-answer'). */
export class Kuaidi100Error extends Error {
  constructor(
    readonly returnCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'Kuaidi100Error';
  }
}

/** MD5(param + key + customer), upper-case hex, over the UTF-8 bytes. */
export const kuaidi100Sign = (param: string, key: string, customer: string): string =>
  createHash('md5').update(param + key + customer, 'utf8').digest('hex').toUpperCase();

/** The param text of a query: resultv2 4 asks for each event's status and area. */
export const kuaidi100Param = (q: Kuaidi100Query): string =>
  JSON.stringify({ com: q.com, num: q.num, ...(q.phone ? { phone: q.phone } : {}), resultv2: '4', show: '0', order: 'desc' });

export interface Kuaidi100Settings {
  /** 'real': Kuaidi100 itself (production); 'emulator': this API's own emulator (demo) */
  mode: 'real' | 'emulator';
  endpoint: string;
  customer: string;
  key: string;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** Kuaidi100's answer read defensively: numbers may come as strings ("state":"3"). */
export function parseKuaidi100Answer(body: unknown): Kuaidi100Answer {
  if (!body || typeof body !== 'object') throw new Kuaidi100Error('bad-answer', '快递100返回了无法识别的内容');
  const b = body as Record<string, unknown>;
  if (b.result === false || (b.returnCode !== undefined && str(b.returnCode) !== '200') || !Array.isArray(b.data)) {
    throw new Kuaidi100Error(str(b.returnCode) || 'bad-answer', str(b.message) || '快递100查询失败');
  }
  const data = (b.data as unknown[]).flatMap((raw): Kuaidi100Event[] => {
    if (!raw || typeof raw !== 'object') return [];
    const e = raw as Record<string, unknown>;
    const time = str(e.time) || str(e.ftime);
    if (!time) return [];
    return [{ time, ftime: str(e.ftime) || time, context: str(e.context), status: str(e.status), areaName: str(e.areaName) }];
  });
  const state = Number(str(b.state));
  return { state: Number.isInteger(state) ? state : 0, ischeck: str(b.ischeck) === '1', com: str(b.com), nu: str(b.nu), data };
}

/** How long a query may take before it counts as unreachable. */
export const KUAIDI100_TIMEOUT_MS = 4000;

/** The real-time query over HTTP (the production adapter; demo mode points it at the emulator). */
export class Kuaidi100Client {
  constructor(
    private readonly settings: Pick<Kuaidi100Settings, 'endpoint' | 'customer' | 'key'>,
    private readonly fetchFn: typeof fetch = fetch,
    private readonly timeoutMs = KUAIDI100_TIMEOUT_MS,
  ) {}

  async query(q: Kuaidi100Query): Promise<Kuaidi100Answer> {
    const param = kuaidi100Param(q);
    const { customer, key, endpoint } = this.settings;
    const form = new URLSearchParams({ customer, sign: kuaidi100Sign(param, key, customer), param });
    let res: Response;
    try {
      res = await this.fetchFn(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw new Kuaidi100Error('network', err instanceof Error ? err.message : String(err));
    }
    if (!res.ok) throw new Kuaidi100Error('network', `HTTP ${res.status}`);
    let body: unknown;
    try {
      body = await res.json();
    } catch {
      throw new Kuaidi100Error('bad-answer', '快递100返回了无法识别的内容');
    }
    return parseKuaidi100Answer(body);
  }
}
