import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { NATIVE_PAYMENT } from '@ws/api-sdk/mocks';
import { createMockHandlers, envelope, loginAs, renderWithProviders, setupMockApi } from '../testing';
import { PAY_POLL_MS, PayQrDialog, type PayQrDialogProps } from './pay-qr-dialog';

const server = setupMockApi();

/** The pay status answers in turn (the last one repeats), and the order numbers asked. */
function payStatusSequence(...answers: (0 | 1)[]) {
  const asked: unknown[] = [];
  server.use(
    ...createMockHandlers({
      getPaystatus: ({ payload }) => {
        asked.push(payload);
        return { ispay: answers[Math.min(asked.length - 1, answers.length - 1)]! };
      },
    }),
  );
  return asked;
}

/** A caller page: opens the dialog with a payment, closes it on onClose. */
function Caller({ payment = NATIVE_PAYMENT, onPaid, onClose }: Partial<PayQrDialogProps> & { payment?: PayQrDialogProps['payment'] }) {
  const [open, setOpen] = useState(true);
  return (
    <PayQrDialog
      payment={open ? payment : null}
      onPaid={() => onPaid?.()}
      onClose={() => {
        setOpen(false);
        onClose?.();
      }}
    />
  );
}

/** Move the fake clock and let msw and React settle. */
const tick = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

describe('PayQrDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    loginAs();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows 扫码支付 with the 150 px QR code of code_url and the amount', async () => {
    payStatusSequence(0);
    renderWithProviders(<Caller />);
    const dialog = screen.getByRole('dialog', { name: '扫码支付' });
    const qr = await within(dialog).findByRole('img', { name: '微信支付二维码' }, { timeout: 3000 });
    expect(qr).toHaveAttribute('width', '150');
    expect(within(dialog).getByText('¥1,280.00')).toBeInTheDocument();
  });

  it('polls every 5 s until ispay is 1, then notices 支付成功, calls onPaid once and stops', async () => {
    const asked = payStatusSequence(0, 0, 1);
    const onPaid = vi.fn();
    renderWithProviders(<Caller onPaid={onPaid} />);
    await tick(PAY_POLL_MS - 100);
    expect(asked).toHaveLength(0);
    await tick(100);
    expect(asked).toEqual([{ order_no: NATIVE_PAYMENT.order_no }]);
    await tick(PAY_POLL_MS);
    expect(asked).toHaveLength(2);
    expect(onPaid).not.toHaveBeenCalled();
    await tick(PAY_POLL_MS);
    expect(asked).toHaveLength(3);
    expect(onPaid).toHaveBeenCalledTimes(1);
    // the notice and the dialog's own status line
    await waitFor(() => expect(screen.getAllByText('支付成功')).toHaveLength(2));
    expect(screen.getByRole('status')).toHaveTextContent('支付成功');
    await tick(PAY_POLL_MS * 3);
    expect(asked).toHaveLength(3);
  });

  it('stops polling when the dialog is closed and hands over to onClose', async () => {
    const asked = payStatusSequence(0);
    const onClose = vi.fn();
    const onPaid = vi.fn();
    const { user } = renderWithProviders(<Caller onClose={onClose} onPaid={onPaid} />, {});
    await tick(PAY_POLL_MS);
    expect(asked).toHaveLength(1);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await tick(PAY_POLL_MS * 4);
    expect(asked).toHaveLength(1);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('in demo mode links to the simulator under the QR code; without simulator_url there is no link', async () => {
    payStatusSequence(0);
    const { unmount } = renderWithProviders(<Caller />);
    const link = screen.getByRole('link', { name: '在本机打开模拟支付页' });
    expect(link).toHaveAttribute('href', NATIVE_PAYMENT.simulator_url);
    expect(screen.getByRole('note', { name: '演示环境提示' })).toBeInTheDocument();
    unmount();
    const { simulator_url: _omitted, ...production } = NATIVE_PAYMENT;
    renderWithProviders(<Caller payment={production} />);
    expect(screen.getByRole('dialog', { name: '扫码支付' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText('演示环境')).not.toBeInTheDocument();
  });

  it('never links to an outside or script URL', async () => {
    payStatusSequence(0);
    const { unmount } = renderWithProviders(<Caller payment={{ ...NATIVE_PAYMENT, simulator_url: 'javascript:alert(1)' }} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<Caller payment={{ ...NATIVE_PAYMENT, simulator_url: 'https://evil.example.com/pay' }} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('keeps polling through a network failure', async () => {
    let n = 0;
    const onPaid = vi.fn();
    server.use(
      ...createMockHandlers({
        getPaystatus: () => {
          n++;
          return n === 1 ? Response.error() : { ispay: (n === 2 ? 0 : 1) as 0 | 1 };
        },
      }),
    );
    renderWithProviders(<Caller onPaid={onPaid} />);
    await tick(PAY_POLL_MS);
    expect(n).toBe(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await tick(PAY_POLL_MS * 2);
    expect(n).toBe(3);
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('stops and shows the server message when the order is refused', async () => {
    let n = 0;
    server.use(
      ...createMockHandlers({
        getPaystatus: () => {
          n++;
          return n === 1 ? envelope(null, { ok: false, msg: '订单不存在' }) : { ispay: 0 as const };
        },
      }),
    );
    renderWithProviders(<Caller />);
    await tick(PAY_POLL_MS);
    expect(await screen.findByRole('alert')).toHaveTextContent('订单不存在');
    await tick(PAY_POLL_MS * 2);
    expect(n).toBe(1);
  });
});
