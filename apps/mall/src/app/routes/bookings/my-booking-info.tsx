// /MyBookingInfo?id= (报名详情) inside the personal centre's frame.
import { BookingInfoPage } from '@/features/bookings/components/booking-info-page';
import { PersonalLayout } from '@/shared/personal-layout';

export default function MyBookingInfoScreen() {
  return (
    <PersonalLayout title="报名详情">
      <BookingInfoPage />
    </PersonalLayout>
  );
}
