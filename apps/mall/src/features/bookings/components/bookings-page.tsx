// /MyBooking (我的报名): the member's training sign-ups, 10 a page, newest first; each shows its training,
// the person, the time and whether it is paid, and opens /MyBookingInfo?id=.
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { paths } from '@ws/routes';
import { AppLink, formatYuan, Pager, QueryState, useListParams } from '@ws/ui';
import { BOOKING_PAGE_SIZE, useBookings } from '../api/bookings';
import { bookingState, STATE_LABEL } from '../lib/status';
import classes from './bookings.module.css';

export function BookingsPage() {
  const { page, setPage } = useListParams([]);
  const list = useBookings(page);
  return (
    <QueryState query={list} isEmpty={(d) => d.items.length === 0}>
      {(d) => (
        <>
          <ul className={classes.rows} aria-label="我的报名">
            {d.items.map((b) => {
              const state = bookingState(b);
              return (
                <li key={b.id} className={classes.row}>
                  <div className={classes.main}>
                    <AppLink to={paths.MyBookingInfo(b.id)}>{b.name}</AppLink>
                    <div className={classes.muted}>
                      报名人 {b.real_name} · 费用 {formatYuan(b.price)} · 报名时间 {b.create_time}
                    </div>
                  </div>
                  <span className={`${classes.state} ${classes[state]}`}>{STATE_LABEL[state]}</span>
                  <Button component={AppLink} to={paths.MyBookingInfo(b.id)} size="xs" variant={state === 'unpaid' ? 'filled' : 'light'} aria-label={`${state === 'unpaid' ? '去支付' : '查看'}：${b.name}`}>
                    {state === 'unpaid' ? '去支付' : '查看'}
                  </Button>
                </li>
              );
            })}
          </ul>
          <Pager total={d.total} pageSize={BOOKING_PAGE_SIZE} page={page} onChange={setPage} />
        </>
      )}
    </QueryState>
  );
}
