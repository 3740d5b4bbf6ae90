import { LIVE_STATE_LABELS, liveStateAt, type LiveState, type Media } from '@ws/api-sdk';

/**
 * Where a live stands: not yet started (its start, create_time, is ahead), on air until its end, then a
 * replay (it has a recording) or over without one. The rule is the contract's, which the console shows too.
 */
export type { LiveState };

export const liveState = (live: Pick<Media, 'create_time' | 'end_time' | 'file_url'>, now: number = Date.now()): LiveState => liveStateAt(live, now);

export const LIVE_BADGE: Record<LiveState, string> = LIVE_STATE_LABELS;
