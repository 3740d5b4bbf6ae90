// /admin/reviewInfo?kind=&id=: one application (审核详情).
import { ReviewDetail } from '@/features/reviews/components/review-detail';

export default function ReviewInfoPage() {
  return <ReviewDetail />;
}
