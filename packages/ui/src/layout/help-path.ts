import { SESSION_KEYS } from '@ws/api-sdk';
import { setSessionItem } from '../utils/session-storage';

/** The chosen help menu id is kept in session storage (helpMeunId) besides /help/orders?id=<id>. */
export const rememberHelpId = (id: number): void => {
  setSessionItem(SESSION_KEYS.helpMeunId, id);
};
