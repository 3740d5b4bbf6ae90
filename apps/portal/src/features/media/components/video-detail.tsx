import { RichText } from '@ws/ui';
import { useVideo } from '../api/use-video';
import { useKeyParam } from '../lib/key-param';
import { DetailFrame, DetailHeader, DetailSection } from './detail-frame';
import { VideoPlayer } from './video-player';

/** /videoDetail?key=: title, time, author, the player with its speeds, and the intro. */
export function VideoDetail() {
  const id = useKeyParam();
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
