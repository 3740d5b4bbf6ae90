// The checkout draft as React state: re-renders on every change of the draft (this page's writes) and of the
// signed-in member. Change it with updateCheckoutDraft / clearCheckoutDraft (./checkout-draft).
import { useSyncExternalStore } from 'react';
import { EMPTY_DRAFT, readCheckoutDraft, subscribeCheckoutDraft, type CheckoutDraft } from './checkout-draft';

export const useCheckoutDraft = (): CheckoutDraft => useSyncExternalStore(subscribeCheckoutDraft, readCheckoutDraft, () => EMPTY_DRAFT);
