// Addresses and invoice profiles (spec 02 §3, §5, §7 "Addresses and invoices"): the contract's handlers;
// the rules (the caller's rows only, area names by code, one default per book) are in service.ts.
import { ADDRESS_PAGE_SIZE, type addresses as addressesContract } from '@ws/api-sdk/contract';
import { paging } from '../../db/paging';
import { ok, type DomainHandlers } from '../../http/handler';
import { MSG_ADDED, MSG_DEFAULT_SET, MSG_DELETED, MSG_UPDATED } from './messages';
import {
  addAddress,
  addInvoice,
  addInvoiceAddress,
  addressInfo,
  defaultAddressOf,
  deleteAddresses,
  deleteInvoices,
  invoiceInfo,
  listAddresses,
  listInvoices,
  setDefaultAddress,
  setDefaultInvoice,
  updateAddress,
  updateInvoice,
} from './service';

export const addressesHandlers: DomainHandlers<typeof addressesContract> = {
  async getDefAddress({ db, user, payload }) {
    return defaultAddressOf(db, user.id, payload.type);
  },

  async addressListByUser({ db, user, payload }) {
    return listAddresses(db, user.id, payload.type, paging(payload, ADDRESS_PAGE_SIZE, ADDRESS_PAGE_SIZE));
  },

  async addressAdd({ db, clock, user, payload }) {
    return ok(await addAddress(db, clock, user.id, payload), MSG_ADDED);
  },

  async addInvoiceAddress({ db, clock, user, payload }) {
    return ok(await addInvoiceAddress(db, clock, user.id, payload), MSG_ADDED);
  },

  async addressUpdate({ db, user, payload }) {
    return ok(await updateAddress(db, user.id, payload), MSG_UPDATED);
  },

  async addressInfo({ db, user, payload }) {
    return addressInfo(db, user.id, payload.id);
  },

  async addressDelete({ db, user, payload }) {
    return ok({ deleted: await deleteAddresses(db, user.id, payload.ids) }, MSG_DELETED);
  },

  async setdefault({ db, user, payload }) {
    return ok(await setDefaultAddress(db, user.id, payload.id, payload.type), MSG_DEFAULT_SET);
  },

  async invoiceAdd({ db, clock, user, payload }) {
    return ok(await addInvoice(db, clock, user.id, payload), MSG_ADDED);
  },

  async invoiceUpdate({ db, user, payload }) {
    return ok(await updateInvoice(db, user.id, payload), MSG_UPDATED);
  },

  async invoiceSetdefault({ db, user, payload }) {
    return ok(await setDefaultInvoice(db, user.id, payload.id), MSG_DEFAULT_SET);
  },

  async invoiceDelete({ db, user, payload }) {
    return ok({ deleted: await deleteInvoices(db, user.id, payload.ids) }, MSG_DELETED);
  },

  async invoiceListByUser({ db, user }) {
    return listInvoices(db, user.id);
  },

  async invoiceInfo({ db, user, payload }) {
    return invoiceInfo(db, user.id, payload.id);
  },
};
