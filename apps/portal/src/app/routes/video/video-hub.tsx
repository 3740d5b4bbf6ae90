import { VideoHub } from '@/features/media/components/video-hub';

/** /video */
export default function VideoHubScreen() {
  return <VideoHub />;
}
