// /admin/mediaEdit?id= : 新建 / 编辑媒体.
import { MediaEdit } from '@/features/media/components/media-edit';

export default function MediaEditPage() {
  return <MediaEdit />;
}
