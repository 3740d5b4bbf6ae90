import type { Media } from '@ws/api-sdk';
import { chinaTimeMs } from '@/shared/china-time';

/**
 * Where a live stands: not yet started (its time, create_time, is ahead), a replay (it has a recording)
 * or over without a recording. A live from last month is never "not yet started".
 */
export type LiveState = 'upcoming' | 'replay' | 'ended';

export function liveState(live: Pick<Media, 'create_time' | 'file_url'>, now: number = Date.now()): LiveState {
  const at = chinaTimeMs(live.create_time);
  if (at !== null && at > now) return 'upcoming';
  return live.file_url.trim() !== '' ? 'replay' : 'ended';
}

export const LIVE_BADGE: Record<LiveState, string> = { upcoming: '直播预告', replay: '直播回放', ended: '直播已结束' };
