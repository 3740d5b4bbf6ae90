import { sessionStore } from '@ws/api-sdk';
import { DELIVERY_ADDRESS, INVOICE_ADDRESS, INVOICE_PROFILE, NATIVE_PAYMENT } from '@ws/api-sdk/mocks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readChosenAddress, readChosenInvoice, saveChosenAddress, saveChosenInvoice, saveOrderInvoiceType } from '../addresses/chosen';
import {
  CHECKOUT_DRAFT_KEY,
  clearCheckoutDraft,
  draftOwner,
  EMPTY_DRAFT,
  forgetSubmittedCheckout,
  parseCheckoutDraft,
  readCheckoutDraft,
  subscribeCheckoutDraft,
  updateCheckoutDraft,
  type CheckoutDraft,
} from './checkout-draft';

const signIn = (userId: number, token: string) =>
  sessionStore.getState().signIn({ token, loginUser: { user_id: userId, user_account: `1380000${userId}`, name: `会员${userId}`, user_mobile: `1380000${userId}` } });

const stored = () => sessionStorage.getItem(CHECKOUT_DRAFT_KEY);
/** the session-storage keys of the checkout (the session store keeps its own: roles, IsCustUser …) */
const checkoutKeys = () => Object.keys(sessionStorage).filter((k) => /draft|chosen|invoice/i.test(k));
const owner = () => draftOwner(sessionStore.getState())!;

const typed: Partial<CheckoutDraft> = {
  lines: [901, 902],
  idemKey: 'k-1',
  containsInvoice: true,
  orderInvoiceType: 155,
  delivery: '快递配送',
  expected: '7天内',
  payCate: '0',
  usePoints: true,
  remarks: '请工作日送货',
  files: [{ FileName: '合同.png', FileUrl: 'http://127.0.0.1:8080/oss/contract/1.png' }],
};

describe('the checkout draft', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    signIn(1001, 'token-a');
  });
  afterEach(() => vi.restoreAllMocks());

  it('is empty at first, keeps what is written under one versioned key, and reads back the same object until it changes', () => {
    expect(readCheckoutDraft()).toEqual(EMPTY_DRAFT);
    updateCheckoutDraft(typed);
    updateCheckoutDraft({ deliveryAddress: DELIVERY_ADDRESS });
    const d = readCheckoutDraft();
    expect(d).toEqual({ ...EMPTY_DRAFT, ...typed, deliveryAddress: DELIVERY_ADDRESS });
    expect(readCheckoutDraft()).toBe(d);
    expect(checkoutKeys()).toEqual([CHECKOUT_DRAFT_KEY]);
    updateCheckoutDraft({ remarks: '改了' });
    expect(readCheckoutDraft()).not.toBe(d);
    expect(readCheckoutDraft().remarks).toBe('改了');
  });

  it('survives a reload: a fresh page reads the same draft from session storage', async () => {
    updateCheckoutDraft({ ...typed, invoice: INVOICE_PROFILE, invoiceAddress: INVOICE_ADDRESS });
    const before = readCheckoutDraft();
    vi.resetModules();
    const fresh = await import('./checkout-draft');
    const sdk = await import('@ws/api-sdk');
    // the new page's session comes from local storage, as after a reload
    expect(sdk.sessionStore.getState().token).toBe('token-a');
    expect(fresh.readCheckoutDraft()).toEqual(before);
  });

  it('the choosers’ choices are fields of the draft (one mechanism)', () => {
    saveChosenAddress('delivery', DELIVERY_ADDRESS);
    saveChosenAddress('invoiceAddress', INVOICE_ADDRESS);
    saveChosenInvoice(INVOICE_PROFILE);
    saveOrderInvoiceType(156);
    updateCheckoutDraft({ remarks: '备注' });
    expect(readCheckoutDraft()).toMatchObject({ deliveryAddress: DELIVERY_ADDRESS, invoiceAddress: INVOICE_ADDRESS, invoice: INVOICE_PROFILE, orderInvoiceType: 156, remarks: '备注' });
    expect(readChosenAddress('delivery')).toEqual(DELIVERY_ADDRESS);
    expect(readChosenInvoice()).toEqual(INVOICE_PROFILE);
    expect(checkoutKeys()).toEqual([CHECKOUT_DRAFT_KEY]);
  });

  it('belongs to the member who wrote it: another member signing in on the tab finds none, and the first one’s is gone', () => {
    updateCheckoutDraft(typed);
    signIn(1002, 'token-b');
    expect(readCheckoutDraft()).toEqual(EMPTY_DRAFT);
    expect(stored()).toBeNull();
    updateCheckoutDraft({ remarks: 'B 的备注' });
    expect(JSON.parse(stored()!)).toMatchObject({ owner: owner(), draft: { remarks: 'B 的备注' } });
  });

  it('is cleared by signing out; signed out there is no draft and nothing is written', () => {
    updateCheckoutDraft(typed);
    sessionStore.getState().signOut();
    expect(stored()).toBeNull();
    expect(readCheckoutDraft()).toEqual(EMPTY_DRAFT);
    updateCheckoutDraft({ remarks: 'x' });
    expect(stored()).toBeNull();
    // the same member's next login starts afresh
    signIn(1001, 'token-a2');
    expect(readCheckoutDraft()).toEqual(EMPTY_DRAFT);
  });

  it('an entry of another login (a sign-out elsewhere, then a new login) is ignored and removed', () => {
    updateCheckoutDraft(typed);
    const raw = stored()!;
    // what a sign-out in the portal and a new login leave behind: this page never saw the change
    sessionStore.setState({ token: 'token-a3' });
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, raw);
    expect(readCheckoutDraft()).toEqual(EMPTY_DRAFT);
    expect(stored()).toBeNull();
    // the owner is the member and a fingerprint of the login, never the token itself
    expect(raw).not.toContain('token-a');
  });

  it('ignores unreadable, foreign and old entries without an error, and reads a damaged one field by field', () => {
    for (const raw of ['not json', '[]', 'null', '42', JSON.stringify({ owner: owner() }), JSON.stringify({ owner: owner(), draft: [1] }), JSON.stringify({ owner: 'someone-else', draft: typed })]) {
      sessionStorage.setItem(CHECKOUT_DRAFT_KEY, raw);
      expect(readCheckoutDraft(), raw).toEqual(EMPTY_DRAFT);
      expect(stored(), raw).toBeNull();
    }
    const damaged = {
      lines: [901, -1, 'x', 1.5, 901],
      idemKey: 7,
      deliveryAddress: { id: 'x' },
      invoiceAddress: INVOICE_ADDRESS,
      invoice: { id: 0 },
      orderInvoiceType: '155',
      containsInvoice: 'yes',
      delivery: 5,
      expected: '7天内',
      payCate: '2',
      usePoints: 1,
      remarks: 'x'.repeat(900),
      files: [{ FileName: 'a.png', FileUrl: 'javascript:alert(1)' }, { FileName: 'b.png', FileUrl: '//evil.example.com/b.png' }, { FileName: 'c.png', FileUrl: '/oss/c.png' }, 'd'],
      submitted: { main_order_no: '<script>' },
    };
    expect(parseCheckoutDraft(JSON.stringify({ owner: owner(), draft: damaged }), owner())).toEqual({
      ...EMPTY_DRAFT,
      lines: [901],
      invoiceAddress: INVOICE_ADDRESS,
      expected: '7天内',
      remarks: 'x'.repeat(500),
      files: [{ FileName: 'c.png', FileUrl: '/oss/c.png' }],
    });
    // the earlier, separate keys of the choices are not read, and go when the draft is written
    sessionStorage.clear();
    sessionStorage.setItem('chosenAddress', JSON.stringify(DELIVERY_ADDRESS));
    sessionStorage.setItem('chosenInvoice', JSON.stringify(INVOICE_PROFILE));
    expect(readCheckoutDraft()).toEqual(EMPTY_DRAFT);
    updateCheckoutDraft({ remarks: 'r' });
    expect(checkoutKeys()).toEqual([CHECKOUT_DRAFT_KEY]);
  });

  it('the submit clears it, keeping only the submitted checkout’s pay reference until that is forgotten', () => {
    updateCheckoutDraft({ ...typed, deliveryAddress: DELIVERY_ADDRESS });
    clearCheckoutDraft({ main_order_no: '20261101000001', payment: NATIVE_PAYMENT });
    expect(readCheckoutDraft()).toEqual({ ...EMPTY_DRAFT, submitted: { main_order_no: '20261101000001', payment: NATIVE_PAYMENT } });
    forgetSubmittedCheckout('another');
    expect(readCheckoutDraft().submitted?.main_order_no).toBe('20261101000001');
    forgetSubmittedCheckout('20261101000001');
    expect(readCheckoutDraft()).toEqual(EMPTY_DRAFT);
    updateCheckoutDraft(typed);
    clearCheckoutDraft();
    expect(stored()).toBeNull();
    expect(readCheckoutDraft()).toEqual(EMPTY_DRAFT);
  });

  it('tells its subscribers of every change and of a change of member', () => {
    const seen: string[] = [];
    const stop = subscribeCheckoutDraft(() => seen.push(readCheckoutDraft().remarks));
    updateCheckoutDraft({ remarks: 'a' });
    signIn(1002, 'token-b');
    expect(seen[0]).toBe('a');
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.at(-1)).toBe('');
    const heard = seen.length;
    stop();
    updateCheckoutDraft({ remarks: 'b' });
    expect(seen).toHaveLength(heard);
  });

  it('lives in memory for the page when session storage refuses writes', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    updateCheckoutDraft({ remarks: '存不下也要记得' });
    expect(stored()).toBeNull();
    expect(readCheckoutDraft().remarks).toBe('存不下也要记得');
  });
});
