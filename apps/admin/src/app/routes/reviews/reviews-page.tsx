// /admin/reviews: 入驻审核.
import { ReviewsList } from '@/features/reviews/components/reviews-list';

export default function ReviewsPage() {
  return <ReviewsList />;
}
