import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { alertDialog, confirmDialog } from './dialogs';
import { notice } from './notice';

describe('confirmDialog / alertDialog / notice', () => {
  it('confirmDialog resolves true on 确定 and false on 取消', async () => {
    const { user } = renderWithProviders(<div />);
    let answer!: Promise<boolean>;
    act(() => {
      answer = confirmDialog({ message: '确定删除吗？' });
    });
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    expect(await answer).toBe(true);

    act(() => {
      answer = confirmDialog({ title: '删除地址', message: '确定删除吗？', confirmLabel: '删除', cancelLabel: '再想想' });
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('删除地址')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '再想想' }));
    expect(await answer).toBe(false);
  });

  it('alertDialog shows one 确定 and a repeated text only once', async () => {
    const { user } = renderWithProviders(<div />);
    let a!: Promise<void>;
    let b!: Promise<void>;
    act(() => {
      a = alertDialog({ message: '糟糕，404啦，请刷新重试一下' });
      b = alertDialog({ message: '糟糕，404啦，请刷新重试一下' });
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('糟糕，404啦，请刷新重试一下')).toHaveLength(1);
    expect(within(dialog).getAllByRole('button').map((x) => x.textContent)).not.toContain('取消');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(Promise.all([a, b])).resolves.toEqual([undefined, undefined]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('notice shows the text', async () => {
    renderWithProviders(<div />);
    act(() => {
      notice.error('提交失败');
      notice.info('提示信息');
    });
    expect(await screen.findByText('提交失败')).toBeInTheDocument();
    expect(await screen.findByText('提示信息')).toBeInTheDocument();
  });
});
