import { useSearchParams } from 'react-router';

/** The positive integer `key` of a detail URL (/videoDetail?key=7, /trainInfo?key=7), or 0 when missing or malformed. */
export function useKeyParam(): number {
  const [sp] = useSearchParams();
  const raw = sp.get('key') ?? '';
  return /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
}
