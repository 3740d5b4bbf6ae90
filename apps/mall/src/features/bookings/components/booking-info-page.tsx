// /MyBookingInfo?id= (报名详情): one sign-up of the member. While unpaid it can be paid (a new QR payment in
// PayQrDialog, polled every 5 s) or cancelled (asked first); paid and cancelled sign-ups are read only.
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { ApiError, type Booking, type TrainEnrolment } from '@ws/api-sdk';
import { confirmDialog, Empty, formatYuan, notice, QueryState, useIdParam } from '@ws/ui';
import { LazyPayQrDialog } from '@/shared/orders/pay-dialog';
import { useBooking, useCancelBooking, usePayBooking, useRefreshBookings } from '../api/bookings';
import { bookingState, STATE_LABEL } from '../lib/status';
import classes from './bookings.module.css';

const failure = (e: unknown): string | null => {
  if (e instanceof ApiError) return e.kind === 'http404' || e.kind === 'notLoggedIn' ? null : e.message;
  return '操作失败，请稍后重试';
};

/** Only http(s) and same-site paths become image sources. */
const safeSrc = (url: string | undefined): string | null => (url && /^(https?:\/\/|\/(?!\/))/i.test(url) ? url : null);

function Detail({ booking }: { booking: Booking }) {
  const state = bookingState(booking);
  const pay = usePayBooking();
  const cancel = useCancelBooking();
  const refresh = useRefreshBookings();
  const [payment, setPayment] = useState<TrainEnrolment | null>(null);
  const busy = pay.isPending || cancel.isPending;
  const photo = safeSrc(booking.file_items[0]?.FileUrl);

  const onPay = () =>
    pay.mutate(booking.id, {
      onSuccess: (answer) => {
        if (answer.ispay === 1) {
          refresh();
          return;
        }
        setPayment(answer);
      },
      onError: (e) => {
        const m = failure(e);
        if (m) notice.error(m);
        refresh();
      },
    });
  const onCancel = async () => {
    if (!(await confirmDialog({ message: '确定取消该报名吗？' }))) return;
    cancel.mutate(booking.id, {
      onSuccess: () => notice.success('取消成功'),
      onError: (e) => {
        const m = failure(e);
        if (m) notice.error(m);
        refresh();
      },
    });
  };

  return (
    <>
      <dl className={classes.facts}>
        <dt>培训名称</dt>
        <dd>{booking.name}</dd>
        <dt>培训时间</dt>
        <dd>
          {booking.start_time} 至 {booking.end_time}
        </dd>
        <dt>培训费用</dt>
        <dd>{formatYuan(booking.price)}</dd>
        <dt>报名状态</dt>
        <dd className={`${classes.state} ${classes[state]}`}>{STATE_LABEL[state]}</dd>
        <dt>姓名</dt>
        <dd>{booking.real_name}</dd>
        <dt>手机号</dt>
        <dd>{booking.phone}</dd>
        <dt>单位名称</dt>
        <dd>{booking.company}</dd>
        <dt>身份证号</dt>
        <dd>{booking.id_number}</dd>
        <dt>报名时间</dt>
        <dd>{booking.create_time}</dd>
        {booking.remarks ? (
          <>
            <dt>备注</dt>
            <dd>{booking.remarks}</dd>
          </>
        ) : null}
        <dt>一寸照片</dt>
        <dd>{photo ? <img className={classes.photo} src={photo} alt={`${booking.real_name}的一寸照片`} /> : '—'}</dd>
      </dl>
      {state === 'unpaid' ? (
        <div className={classes.actions}>
          <Button onClick={onPay} loading={pay.isPending} disabled={busy}>
            立即支付
          </Button>
          <Button variant="default" color="red" onClick={() => void onCancel()} loading={cancel.isPending} disabled={busy}>
            取消报名
          </Button>
        </div>
      ) : null}
      <LazyPayQrDialog
        payment={payment}
        onPaid={() => {
          setPayment(null);
          refresh();
        }}
        onClose={() => {
          setPayment(null);
          refresh();
        }}
      />
    </>
  );
}

export function BookingInfoPage() {
  const id = useIdParam('id');
  const query = useBooking(id);
  if (id === null) return <Empty text="报名记录不存在" />;
  return <QueryState query={query}>{(b) => <Detail booking={b} />}</QueryState>;
}
