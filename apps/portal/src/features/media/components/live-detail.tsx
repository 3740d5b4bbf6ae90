import { RichText } from '@ws/ui';
import { DetailFrame, DetailSection } from '@/shared/detail-frame';
import { useKeyParam } from '@/shared/use-key-param';
import { useLive } from '../api/use-live';
import { DetailHeader } from './detail-header';
import { VideoPlayer } from './video-player';

export const MSG_LIVE_NOT_STARTED = '直播尚未开始';

/** /listlive?key= (login required): title, time, intro and the player; a live with a file plays as a replay. */
export function LiveDetail() {
  const id = useKeyParam();
  const query = useLive(id);
  return (
    <DetailFrame id={id} query={query}>
      {(live) => (
        <>
          <DetailHeader item={live} badge={live.file_url ? '直播回放' : '直播'} />
          <VideoPlayer src={live.file_url} title={live.name} unavailableText={live.file_url ? undefined : MSG_LIVE_NOT_STARTED} />
          <DetailSection title="直播简介">
            <RichText html={live.intro} />
          </DetailSection>
        </>
      )}
    </DetailFrame>
  );
}
