import { formatDateTime, RichText, useIdParam } from '@ws/ui';
import { DetailFrame, DetailSection } from '@/shared/detail-frame';
import { useLive } from '../api/use-live';
import { LIVE_BADGE, liveState } from '../lib/live-state';
import { DetailHeader } from './detail-header';
import { VideoPlayer } from './video-player';

export const MSG_LIVE_NOT_STARTED = '直播尚未开始';
export const MSG_LIVE_ENDED = '直播已结束，暂无回放';
export const MSG_LIVE_ON_AIR = '直播正在进行，回放将在直播结束后上线';

/**
 * /listlive?key= (login required): title, time, intro and the player. A live whose start is ahead has not
 * started (with its start time); between its start and end it is on air (its stream when it has one); after
 * it plays its recording as a replay, or says it is over.
 */
export function LiveDetail() {
  const id = useIdParam('key');
  const query = useLive(id);
  return (
    <DetailFrame id={id} query={query}>
      {(live) => {
        const state = liveState(live);
        const unavailable =
          state === 'upcoming'
            ? `${MSG_LIVE_NOT_STARTED}，开播时间：${formatDateTime(live.create_time)}`
            : state === 'ended'
              ? MSG_LIVE_ENDED
              : state === 'live' && live.file_url.trim() === ''
                ? `${MSG_LIVE_ON_AIR}（结束时间：${formatDateTime(live.end_time)}）`
                : undefined;
        return (
          <>
            <DetailHeader item={live} badge={LIVE_BADGE[state]} />
            <VideoPlayer src={state === 'upcoming' ? '' : live.file_url} title={live.name} unavailableText={unavailable} />
            <DetailSection title="直播简介">
              <RichText html={live.intro} />
            </DetailSection>
          </>
        );
      }}
    </DetailFrame>
  );
}
