import { useSearchParams } from 'react-router';

/**
 * The editors' `id` query (spec 02 §2: /addAddress?name=&id=, id -1 means new): a positive id edits that
 * address; -1, a missing or a malformed id opens an empty form.
 */
export function useEditId(): number | null {
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  if (!/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}
