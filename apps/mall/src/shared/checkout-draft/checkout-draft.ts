// The checkout draft: everything a buyer has chosen or typed on /checkoutQuick (its lines, the delivery and
// invoice addresses the choosers picked, the invoice toggle, type and profile, delivery method, expected
// date, payment method, points, purchase notes, contract attachments, the submit's idempotency key), kept in
// ONE session-storage entry so that it survives the choosers (/uconfigAddressInfo, /uconfigInvoice and their
// editors), a reload and the browser's back, until the order is submitted. The submit then clears it and
// keeps only the submitted checkout's pay reference while its QR dialog (or offline confirm) is open, so a
// reload finds the order waiting for payment. The choosers' "chosen address" (spec 02 §2: "saves it in
// session storage as the chosen invoice address and goes back") is this draft's address (../addresses/chosen.ts).
//
// Per signed-in member: the entry names its owner (the user id and a fingerprint of the session's token,
// never the token), so another member signing in on the same tab, or the same member after a sign-out and a
// new login, finds no draft (and the stale one is removed). Signed out there is no draft. Unreadable, foreign
// or older-version entries are ignored without error; each field is checked on its own.
import {
  MAX_CONTRACT_FILES,
  sessionStore,
  type Address,
  type InvoiceProfile,
  type NativePayment,
  type SessionState,
  type UploadedFile,
} from '@ws/api-sdk';
import { getSessionItem, setSessionItem } from '@ws/ui';

/** The session-storage key; a new shape of the draft gets a new version (older entries are then ignored). */
export const CHECKOUT_DRAFT_KEY = 'checkoutDraft.v1';
/** Keys of the earlier, separate choices (no longer written; removed when the draft is written). */
const LEGACY_KEYS = ['chosenAddress', 'chosenInvoiceAddress', 'chosenInvoice', 'orderInvoiceType'] as const;
/** 采购备注's length (the textarea's maxLength). */
export const REMARKS_MAX = 500;
const MAX_LINES = 200;

/** A submitted checkout waiting for its payment: its number and, online, the QR payment the submit answered. */
export interface SubmittedCheckout {
  main_order_no: string;
  payment: NativePayment | null;
}

export interface CheckoutDraft {
  /** the cart line ids the checkout showed (its ?ids= or the 888888 selection); the idempotency key is theirs */
  lines: number[];
  /** the submit's idempotency key for these lines ('' until the lines are known) */
  idemKey: string;
  deliveryAddress: Address | null;
  invoiceAddress: Address | null;
  invoice: InvoiceProfile | null;
  /** dict_code of the order's invoice type (ordre_invoice_type) */
  orderInvoiceType: number | null;
  containsInvoice: boolean;
  /** 发货方式 (order_delivery's label) */
  delivery: string;
  /** 期望交货日期 (order_expected_delivery's label) */
  expected: string;
  /** pay_cate: '1' online (the default), '0' offline */
  payCate: '0' | '1';
  usePoints: boolean;
  /** the wallet (余额) pays what it can */
  useWallet: boolean;
  remarks: string;
  files: UploadedFile[];
  submitted: SubmittedCheckout | null;
}

export const EMPTY_DRAFT: CheckoutDraft = Object.freeze({
  lines: [],
  idemKey: '',
  deliveryAddress: null,
  invoiceAddress: null,
  invoice: null,
  orderInvoiceType: null,
  containsInvoice: false,
  delivery: '',
  expected: '',
  payCate: '1',
  usePoints: false,
  useWallet: false,
  remarks: '',
  files: [],
  submitted: null,
});

// ── the owner ────────────────────────────────────────────────────────────────────────────────

/** FNV-1a of the token: tells one login from another without keeping the token a second time. */
const fingerprint = (s: string): string => {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
};

/** Who a draft belongs to: the signed-in member and this login of theirs; null when signed out. */
export const draftOwner = (s: Pick<SessionState, 'token' | 'userId'>): string | null => (s.token ? `${s.userId ?? ''}:${fingerprint(s.token)}` : null);

const currentOwner = () => draftOwner(sessionStore.getState());

// ── reading a stored entry ───────────────────────────────────────────────────────────────────

type Rec = Record<string, unknown>;
const isRec = (x: unknown): x is Rec => typeof x === 'object' && x !== null && !Array.isArray(x);
const isPosInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x > 0 && x <= 2_147_483_647;
const withId = <T,>(x: unknown): T | null => (isRec(x) && isPosInt(x.id) ? (x as T) : null);
const text = (x: unknown, max = 200): string => (typeof x === 'string' ? x.slice(0, max) : '');
/** an uploaded file's address: http(s) or a path of this site, nothing else (no javascript:, no data:) */
const isFileUrl = (x: unknown): x is string => typeof x === 'string' && /^(https?:\/\/|\/(?!\/))/i.test(x);

const readFiles = (x: unknown): UploadedFile[] =>
  Array.isArray(x)
    ? x
        .filter((f): f is Rec => isRec(f) && typeof f.FileName === 'string' && isFileUrl(f.FileUrl))
        .slice(0, MAX_CONTRACT_FILES)
        .map((f) => ({ FileName: f.FileName as string, FileUrl: f.FileUrl as string }))
    : [];

const readPayment = (x: unknown): NativePayment | null => {
  if (!isRec(x) || typeof x.order_no !== 'string' || x.order_no === '' || typeof x.code_url !== 'string' || typeof x.total_price !== 'string') return null;
  return { order_no: x.order_no, code_url: x.code_url, total_price: x.total_price, ...(typeof x.simulator_url === 'string' ? { simulator_url: x.simulator_url } : {}) };
};

const readSubmitted = (x: unknown): SubmittedCheckout | null =>
  isRec(x) && typeof x.main_order_no === 'string' && /^[0-9A-Za-z_-]{1,64}$/.test(x.main_order_no) ? { main_order_no: x.main_order_no, payment: readPayment(x.payment) } : null;

/**
 * The draft of a stored entry when it is `owner`'s, field by field (a field of the wrong kind reads as its
 * default); null for anything else: missing, not JSON, not a draft, or someone else's.
 */
export function parseCheckoutDraft(raw: string | null, owner: string | null): CheckoutDraft | null {
  if (!raw || !owner) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRec(parsed) || parsed.owner !== owner || !isRec(parsed.draft)) return null;
  const d = parsed.draft;
  return {
    lines: Array.isArray(d.lines) ? [...new Set(d.lines.filter(isPosInt))].slice(0, MAX_LINES) : [],
    idemKey: text(d.idemKey, 100),
    deliveryAddress: withId<Address>(d.deliveryAddress),
    invoiceAddress: withId<Address>(d.invoiceAddress),
    invoice: withId<InvoiceProfile>(d.invoice),
    orderInvoiceType: isPosInt(d.orderInvoiceType) ? d.orderInvoiceType : null,
    containsInvoice: d.containsInvoice === true,
    delivery: text(d.delivery),
    expected: text(d.expected),
    payCate: d.payCate === '0' ? '0' : '1',
    usePoints: d.usePoints === true,
    useWallet: d.useWallet === true,
    remarks: text(d.remarks, REMARKS_MAX),
    files: readFiles(d.files),
    submitted: readSubmitted(d.submitted),
  };
}

// ── the store ────────────────────────────────────────────────────────────────────────────────

/**
 * The last entry read or written: the same text answers the same object (a stable snapshot for
 * useSyncExternalStore), and when storage refuses a write (private mode, full) the draft lives here for the
 * rest of the page.
 */
let cache: { owner: string; raw: string | null; draft: CheckoutDraft } | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** The signed-in member's draft (EMPTY_DRAFT when there is none, or when signed out). */
export function readCheckoutDraft(): CheckoutDraft {
  const owner = currentOwner();
  if (!owner) return EMPTY_DRAFT;
  const raw = getSessionItem(CHECKOUT_DRAFT_KEY);
  if (cache && cache.owner === owner && cache.raw === raw) return cache.draft;
  const draft = parseCheckoutDraft(raw, owner);
  // someone else's or an unreadable entry: not to be read again
  if (raw !== null && draft === null) setSessionItem(CHECKOUT_DRAFT_KEY, null);
  cache = { owner, raw: draft ? raw : getSessionItem(CHECKOUT_DRAFT_KEY), draft: draft ?? EMPTY_DRAFT };
  return cache.draft;
}

const write = (owner: string, draft: CheckoutDraft) => {
  const raw = JSON.stringify({ owner, draft });
  const saved = setSessionItem(CHECKOUT_DRAFT_KEY, raw);
  if (saved) LEGACY_KEYS.forEach((k) => setSessionItem(k, null));
  cache = { owner, raw: saved ? raw : getSessionItem(CHECKOUT_DRAFT_KEY), draft };
  emit();
};

/** Change some fields of the draft (nothing happens when signed out). */
export function updateCheckoutDraft(patch: Partial<CheckoutDraft>): void {
  const owner = currentOwner();
  if (!owner) return;
  write(owner, { ...readCheckoutDraft(), ...patch });
}

/**
 * The order is submitted: forget everything typed and chosen, keeping only `submitted` (its pay reference,
 * while its payment dialog or offline confirm is open). Without `submitted` the entry is removed.
 */
export function clearCheckoutDraft(submitted: SubmittedCheckout | null = null): void {
  const owner = currentOwner();
  if (submitted && owner) {
    write(owner, { ...EMPTY_DRAFT, submitted });
    return;
  }
  setSessionItem(CHECKOUT_DRAFT_KEY, null);
  cache = null;
  emit();
}

/** The submitted checkout `mainOrderNo` is paid, closed or given up: its pay reference is no longer needed. */
export function forgetSubmittedCheckout(mainOrderNo: string): void {
  if (readCheckoutDraft().submitted?.main_order_no === mainOrderNo) updateCheckoutDraft({ submitted: null });
}

/** Called on every change of the draft or of the signed-in member. */
export function subscribeCheckoutDraft(listener: () => void): () => void {
  listeners.add(listener);
  const unsubscribe = sessionStore.subscribe((s, prev) => {
    if (s.token !== prev.token || s.userId !== prev.userId) listener();
  });
  return () => {
    listeners.delete(listener);
    unsubscribe();
  };
}

// Signing out (or another member signing in on this page) removes the draft at once; a sign-out elsewhere
// (the portal, another page load) leaves an entry whose owner no longer matches, removed when next read.
sessionStore.subscribe((s, prev) => {
  if (prev.token && s.token !== prev.token) {
    setSessionItem(CHECKOUT_DRAFT_KEY, null);
    cache = null;
    emit();
  }
});
