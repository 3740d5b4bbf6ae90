import { useSearchParams } from 'react-router';
import { readIdParam } from '@ws/routes';

/**
 * The positive integer id of a detail URL (`/videoDetail?key=7` -> 7, `/detailInfo?id=3` -> 3), or null
 * when it is missing or malformed (abc, 0, 1e3): the screen then shows its "not found" state without a
 * call. The name matches case-insensitively (`?Key=7`). Links to these URLs come from `paths` (@ws/routes).
 */
export function useIdParam(name: 'key' | 'id'): number | null {
  const [params] = useSearchParams();
  return readIdParam(params, name);
}
