// The reads a server-rendered first paint was made from (the gateway writes them next to #root, see
// packages/ui/src/app/render-first-paint.tsx): the client's first render starts from them, so it draws the
// screen the visitor already sees instead of its placeholders, and reads nothing a second time.
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { getToken } from '@ws/api-sdk';

/** The id of the `<script type="application/json">` that carries them. */
export const FIRST_PAINT_DATA_ID = 'first-paint-data';

/**
 * Puts the first paint's reads into `client` (once: the element is removed). Not when logged in: they were
 * read as a visitor, and some public reads answer a logged-in user differently (listproduct's prices).
 */
export function takeFirstPaintData(client: QueryClient): QueryClient {
  if (typeof document === 'undefined') return client;
  const el = document.getElementById(FIRST_PAINT_DATA_ID);
  if (!el) return client;
  el.remove();
  if (getToken()) return client;
  try {
    hydrate(client, JSON.parse(el.textContent ?? '') as DehydratedState);
  } catch {
    // unreadable: the screens read for themselves, as without a first paint
  }
  return client;
}
