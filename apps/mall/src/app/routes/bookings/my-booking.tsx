// /MyBooking (我的报名) inside the personal centre's frame.
import { BookingsPage } from '@/features/bookings/components/bookings-page';
import { PersonalLayout } from '@/shared/personal-layout';

export default function MyBookingScreen() {
  return (
    <PersonalLayout title="我的报名">
      <BookingsPage />
    </PersonalLayout>
  );
}
