// The member's training sign-ups: bookingListByUser (10 a page), bookingInfoByUser, BookingCancel, and a new
// QR payment of an unpaid sign-up (booking/pay).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery, call } from '@ws/api-sdk';

export const BOOKING_PAGE_SIZE = 10;

export const useBookings = (pageNum: number) =>
  useQuery({ ...apiQuery('bookingListByUser', { pageNum, pageSize: BOOKING_PAGE_SIZE }), placeholderData: keepPreviousData });

/** `id` null (a missing or malformed id in the URL): no call. */
export const useBooking = (id: number | null) => useQuery({ ...apiQuery('bookingInfoByUser', { id: id ?? 0 }), enabled: id !== null });

export const useRefreshBookings = () => {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: apiKey('bookingInfoByUser') });
    void client.invalidateQueries({ queryKey: apiKey('bookingListByUser') });
  };
};

export const useCancelBooking = () => {
  const refresh = useRefreshBookings();
  return useMutation({ mutationFn: (id: number) => call('BookingCancel', { id }), onSuccess: refresh });
};

export const usePayBooking = () => useMutation({ mutationFn: (id: number) => call('bookingPay', { id }) });
