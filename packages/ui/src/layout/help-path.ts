import { SESSION_KEYS } from '@ws/api-sdk';
import { setSessionItem } from './session-storage';

/** /help/orders?id=<id>; the chosen help menu id is also kept in session storage (helpMeunId). */
export const helpOrdersPath = (id: number): string => `/help/orders?id=${id}`;
export const rememberHelpId = (id: number): void => setSessionItem(SESSION_KEYS.helpMeunId, id);
