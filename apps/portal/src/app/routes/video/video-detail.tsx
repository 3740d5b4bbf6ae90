import { VideoDetail } from '@/features/media/components/video-detail';

/** /videoDetail?key= */
export default function VideoDetailScreen() {
  return <VideoDetail />;
}
