// /admin/media: 媒体管理.
import { MediaList } from '@/features/media/components/media-list';

export default function MediaPage() {
  return <MediaList />;
}
