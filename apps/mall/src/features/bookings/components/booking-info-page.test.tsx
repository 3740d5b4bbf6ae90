import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { loginAs, renderWithProviders } from '@ws/ui/testing';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { BookingInfoPage } from './booking-info-page';
import { BookingsPage } from './bookings-page';

describe('/MyBookingInfo', () => {
  it('an unpaid sign-up can be paid in the QR dialog', async () => {
    loginAs();
    let asked: string | undefined;
    server.use(
      mockEndpoint('bookingInfoByUser', ({ payload }) => {
        asked = payload.id;
        return fixtures.bookingInfoByUser;
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<BookingInfoPage />, { app: 'mall', route: '/MyBookingInfo?id=31' });
    expect(await screen.findByText('待支付')).toBeInTheDocument();
    expect(asked).toBe('31');
    await user.click(screen.getByRole('button', { name: '立即支付' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('¥680.00')).toBeInTheDocument();
    expect(within(dialog).getByText('扫码支付')).toBeInTheDocument();
  });

  it('cancels an unpaid sign-up after asking', async () => {
    loginAs();
    let cancelled = 0;
    let state = fixtures.bookingInfoByUser;
    server.use(
      mockEndpoint('bookingInfoByUser', () => state),
      mockEndpoint('BookingCancel', () => {
        cancelled++;
        state = { ...state, is_cancel: 1 };
        return envelope(null, { msg: '取消成功' });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<BookingInfoPage />, { app: 'mall', route: '/MyBookingInfo?id=31' });
    await user.click(await screen.findByRole('button', { name: '取消报名' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(cancelled).toBe(1));
    expect(await screen.findByText('已取消')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '立即支付' })).toBeNull();
  });

  it('a paid sign-up is read only; a stranger’s id answers the server message', async () => {
    loginAs();
    server.use(mockEndpoint('bookingInfoByUser', { ...fixtures.bookingInfoByUser, ispay: 1 }));
    const first = renderWithProviders(<BookingInfoPage />, { app: 'mall', route: '/MyBookingInfo?id=31' });
    expect(await screen.findByText('已支付')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '取消报名' })).toBeNull();
    first.unmount();
    server.use(mockEndpoint('bookingInfoByUser', envelope(null, { ok: false, msg: '报名记录不存在' })));
    renderWithProviders(<BookingInfoPage />, { app: 'mall', route: '/MyBookingInfo?id=99' });
    expect(await screen.findByRole('alert')).toHaveTextContent('报名记录不存在');
  });
});

describe('/MyBooking', () => {
  it('lists the sign-ups with their state and a link to each', async () => {
    loginAs();
    renderWithProviders(<BookingsPage />, { app: 'mall', route: '/MyBooking' });
    const list = await screen.findByRole('list', { name: '我的报名' });
    expect(within(list).getByRole('link', { name: '去支付：特种作业人员安全技术培训' })).toHaveAttribute('href', '/MyBookingInfo?id=31');
    expect(within(list).getByText('已支付')).toBeInTheDocument();
  });
});
