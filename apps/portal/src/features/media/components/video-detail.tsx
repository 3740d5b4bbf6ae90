import { RichText, useIdParam } from '@ws/ui';
import { DetailFrame, DetailSection } from '@/shared/detail-frame';
import { useVideo } from '../api/use-video';
import { DetailHeader } from './detail-header';
import { VideoPlayer } from './video-player';

/** /videoDetail?key=: title, time, author, the player with its speeds, and the intro. */
export function VideoDetail() {
  const id = useIdParam('key');
  const query = useVideo(id);
  return (
    <DetailFrame id={id} query={query}>
      {(video) => (
        <>
          <DetailHeader item={video} clicks />
          <VideoPlayer src={video.file_url} title={video.name} />
          <DetailSection title="视频简介">
            <RichText html={video.intro} />
          </DetailSection>
        </>
      )}
    </DetailFrame>
  );
}
