// The express-tracking adapter. The tracking service (Kuaidi100's real-time query; its emulator in demo
// mode) is asked by company code and tracking number; its last answer is kept per shipment and asked again
// at most every 30 minutes while the parcel is not delivered, never again once it is (签收). The system's
// own events — the merchant's shipment and the buyer's confirmation of receipt — are merged in, newest
// first. A company Kuaidi100 is not asked about, a site without Kuaidi100 (tests), or a failure of the
// service with nothing cached leaves the local events: the buyer never gets an error for it; the seller
// gets a short note saying why.
import type { ExpressEvent, ExpressTrace } from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import type { StoredTraceEvent } from '../../db/schema';
import { formatChinaTime, type Clock } from '../../kernel/time';
import { Kuaidi100Client, kuaidi100CodeOf, KUAIDI100_COMPANY_CODES, Kuaidi100Error, KUAIDI100_SIGNED, type Kuaidi100Answer, type Kuaidi100Settings } from './kuaidi100';
import { kuaidi100NoteText, MSG_COMPANY_NOT_TRACKED, MSG_RECEIVED_EVENT, shippedEventText, staleNoteText } from './messages';
import { cachedTrace, staleShipments, storeAnswer, storeFailure, type TraceRow } from './queries';

/** The tracking service is asked again after this long while the parcel is not delivered. */
export const TRACE_REFRESH_MS = 30 * 60_000;

/** What the system knows about one shipment when it asks for the timeline. */
export interface Shipment {
  /** order_express.id: the cache's key */
  orderExpressId: number;
  orderNo: string;
  expressValue: string;
  expressName: string;
  expressNo: string;
  remark: string;
  /** YYYY-MM-DD HH:mm:ss */
  shippedAt: string;
  /** when the buyer confirmed receipt (or it was confirmed automatically), or null */
  receivedAt: string | null;
  /** the receiver's phone (SF asks for its last four digits) */
  phone: string;
}

export interface TraceOptions {
  /** the seller asks: the note says why Kuaidi100's scans are missing or old */
  seller?: boolean;
}

export interface ExpressTracker {
  /** The shipment's events, newest first. */
  trace(shipment: Shipment, options?: TraceOptions): Promise<ExpressTrace>;
}

/** The system's own events of a shipment. */
function systemEvents(s: Shipment): ExpressEvent[] {
  const events: ExpressEvent[] = [{ time: s.shippedAt, context: shippedEventText(s.expressName, s.expressNo) }];
  if (s.receivedAt) events.push({ time: s.receivedAt, context: MSG_RECEIVED_EVENT });
  return events;
}

/** Newest first; on equal times the tracking service's event (it came later in the real world) before ours. */
export function mergeEvents(service: ExpressEvent[], own: ExpressEvent[]): ExpressEvent[] {
  const all = [...service.map((e, i) => ({ e, k: 0, i })), ...own.map((e, i) => ({ e, k: 1, i }))];
  return all.sort((a, b) => (a.e.time === b.e.time ? a.k - b.k || a.i - b.i : a.e.time < b.e.time ? 1 : -1)).map((x) => x.e);
}

function shape(s: Shipment, extra: { service: StoredTraceEvent[]; delivered: boolean; source: ExpressTrace['source']; fetchedAt: string; note: string }): ExpressTrace {
  const service = extra.service.map((e) => ({ time: e.time, context: e.context, ...(e.status ? { status: e.status } : {}) }));
  return {
    order_no: s.orderNo,
    express_value: s.expressValue,
    express_name: s.expressName,
    express_no: s.expressNo,
    remark: s.remark,
    state: s.receivedAt ? 'received' : 'shipped',
    events: mergeEvents(service, systemEvents(s)),
    delivered: extra.delivered || s.receivedAt !== null,
    source: extra.source,
    fetched_at: extra.fetchedAt,
    note: extra.note,
  };
}

/** The local stand-in: the events the system recorded, nothing more. */
export class LocalExpressTracker implements ExpressTracker {
  constructor(private readonly note = '') {}
  trace(s: Shipment, options: TraceOptions = {}): Promise<ExpressTrace> {
    return Promise.resolve(shape(s, { service: [], delivered: false, source: 'local', fetchedAt: '', note: options.seller ? this.note : '' }));
  }
}

/** Kuaidi100's events as stored: newest first, as it sends them. */
const storedEvents = (a: Kuaidi100Answer): StoredTraceEvent[] => a.data.map((e) => ({ time: e.ftime || e.time, context: e.context, status: e.status }));

/** The 签收 event's time of a delivered answer (the newest event whose status says so, else the newest). */
const DISPLAY_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

function deliveredAt(a: Kuaidi100Answer, now: Date): string | null {
  if (a.state !== KUAIDI100_SIGNED) return null;
  const signed = a.data.find((e) => e.status.includes('签收')) ?? a.data[0];
  const at = signed ? signed.ftime || signed.time : '';
  // a delivered parcel without a readable time counts from when we learnt it
  return DISPLAY_TIME.test(at) ? at : formatChinaTime(now);
}

export interface TrackingDeps {
  db: Db;
  clock: Clock;
  /** null: no tracking service (tests): the local events only */
  kuaidi100: Kuaidi100Settings | null;
  fetchFn?: typeof fetch;
}

/** Kuaidi100 behind the per-shipment cache. */
export class Kuaidi100Tracker implements ExpressTracker {
  private readonly client: Kuaidi100Client;
  constructor(
    private readonly deps: TrackingDeps & { kuaidi100: Kuaidi100Settings },
  ) {
    this.client = new Kuaidi100Client(deps.kuaidi100, deps.fetchFn);
  }

  async trace(s: Shipment, options: TraceOptions = {}): Promise<ExpressTrace> {
    const com = kuaidi100CodeOf(s.expressValue);
    if (!com) return new LocalExpressTracker(MSG_COMPANY_NOT_TRACKED).trace(s, options);
    const { db, clock } = this.deps;
    const now = clock.now();
    let row = await cachedTrace(db, s.orderExpressId);
    const asked = row && row.com === com && row.expressNo === s.expressNo;
    // delivered, or received by the buyer's word (or the automatic confirmation): nothing more to learn
    const done = row?.deliveredAt != null || s.receivedAt !== null;
    const fresh = asked && (done || now.getTime() - row!.checkedAt.getTime() < TRACE_REFRESH_MS);
    if (!fresh) {
      try {
        const answer = await this.client.query({ com, num: s.expressNo, ...(com === 'shunfeng' && s.phone ? { phone: s.phone.replace(/\D/g, '').slice(-4) } : {}) });
        await storeAnswer(db, { orderExpressId: s.orderExpressId, com, expressNo: s.expressNo, state: answer.state, data: storedEvents(answer), at: now, deliveredAt: deliveredAt(answer, now) });
      } catch (err) {
        const e = err instanceof Kuaidi100Error ? err : new Kuaidi100Error('network', err instanceof Error ? err.message : String(err));
        await storeFailure(db, { orderExpressId: s.orderExpressId, com, expressNo: s.expressNo, at: now, error: `${e.returnCode} ${e.message}`.slice(0, 300) });
      }
      row = await cachedTrace(db, s.orderExpressId);
    }
    return this.fromRow(s, row, options);
  }

  private fromRow(s: Shipment, row: TraceRow | null, options: TraceOptions): ExpressTrace {
    const fetchedAt = row?.fetchedAt ? formatChinaTime(row.fetchedAt) : '';
    let note = '';
    if (options.seller && row?.lastError) {
      const [code = '', ...rest] = row.lastError.split(' ');
      note = kuaidi100NoteText(code, rest.join(' ')) + (fetchedAt ? staleNoteText(fetchedAt) : '');
    }
    if (!row?.fetchedAt) return shape(s, { service: [], delivered: false, source: 'local', fetchedAt: '', note });
    return shape(s, { service: row.data, delivered: row.deliveredAt !== null || row.state === KUAIDI100_SIGNED, source: 'kuaidi100', fetchedAt, note });
  }
}

/** The tracker of a site: Kuaidi100 (or its emulator) when configured, else the local events. */
export const expressTrackerFor = (deps: TrackingDeps): ExpressTracker =>
  deps.kuaidi100 ? new Kuaidi100Tracker({ ...deps, kuaidi100: deps.kuaidi100 }) : new LocalExpressTracker();

/** Shipments not asked about for this long are refreshed by the automatic-confirmation sweep. */
export const SWEEP_REFRESH_MS = 6 * 3600_000;

/**
 * Ask the tracking service about at most `limit` undelivered, unconfirmed shipments nobody has looked at for
 * SWEEP_REFRESH_MS, so that their delivery time is known to the automatic confirmation. A few per pass: the
 * real-time query is meant for people looking, not for bulk polling. Answers how many were asked.
 */
export async function refreshStaleTraces(deps: TrackingDeps, limit = 20): Promise<number> {
  if (!deps.kuaidi100) return 0;
  const tracker = expressTrackerFor(deps);
  const rows = await staleShipments(deps.db, new Date(deps.clock.now().getTime() - SWEEP_REFRESH_MS), Object.keys(KUAIDI100_COMPANY_CODES), limit);
  for (const r of rows) {
    await tracker.trace({ ...r, receivedAt: null });
  }
  return rows.length;
}
