import { screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { mockViewportWidth, renderWithProviders } from '../testing';
import { Empty } from './empty';
import { Pager } from './pager';
import { isRetryable, QueryState } from './query-state';
import { ApiError } from '@ws/api-sdk';

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

/** page-number buttons plus ellipses */
const pagerItems = (container: HTMLElement) => {
  const pages = screen.queryAllByRole('button', { name: /^第 \d+ 页$/ });
  const dots = container.querySelectorAll('[data-pager-dots]');
  return pages.length + dots.length;
};

describe('Pager', () => {
  it('is hidden when everything fits on one page', () => {
    const { container } = renderWithProviders(<Pager total={20} pageSize={20} page={1} onChange={() => {}} />);
    expect(screen.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
    expect(container.querySelector('nav')).toBeNull();
  });

  it('is hidden with no records', () => {
    renderWithProviders(<Pager total={0} pageSize={10} page={1} onChange={() => {}} />);
    expect(screen.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
  });

  it('shows 11 buttons wider than 540 px', async () => {
    mockViewportWidth(1280);
    const { container } = renderWithProviders(<Pager total={200} pageSize={10} page={1} onChange={() => {}} />);
    expect(screen.getByRole('navigation', { name: '分页' })).toBeInTheDocument();
    await waitFor(() => expect(pagerItems(container)).toBe(11));
    expect(screen.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '第 20 页' })).toBeInTheDocument();
  });

  it('shows 5 buttons at 540 px or less', async () => {
    mockViewportWidth(540);
    const { container } = renderWithProviders(<Pager total={200} pageSize={10} page={10} onChange={() => {}} />);
    await waitFor(() => expect(pagerItems(container)).toBe(5));
    expect(screen.getByRole('button', { name: '第 10 页' })).toHaveAttribute('aria-current', 'page');
  });

  it('switches 11 <-> 5 with the viewport', async () => {
    mockViewportWidth(1280);
    const first = renderWithProviders(<Pager total={200} pageSize={10} page={5} onChange={() => {}} />);
    await waitFor(() => expect(pagerItems(first.container)).toBe(11));
    first.unmount();
    mockViewportWidth(375);
    const second = renderWithProviders(<Pager total={200} pageSize={10} page={5} onChange={() => {}} />);
    await waitFor(() => expect(pagerItems(second.container)).toBe(5));
  });

  it('reports the chosen page', async () => {
    mockViewportWidth(1280);
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Pager total={45} pageSize={20} page={1} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '第 3 页' }));
    expect(onChange).toHaveBeenCalledWith(3);
    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
  });

  it('is keyboard operable', async () => {
    mockViewportWidth(1280);
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Pager total={200} pageSize={10} page={20} onChange={onChange} />);
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
    screen.getByRole('button', { name: '第 19 页' }).focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(19);
    await user.tab({ shift: true });
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(18);
  });
});

describe('Empty', () => {
  it('says 亲，未找到记录~ by default', () => {
    renderWithProviders(<Empty />);
    expect(screen.getByText('亲，未找到记录~')).toBeInTheDocument();
  });

  it('takes another text', () => {
    renderWithProviders(<Empty text="暂无订单" />);
    expect(screen.getByText('暂无订单')).toBeInTheDocument();
  });
});

describe('QueryState', () => {
  function Probe({ fn, empty }: { fn: () => Promise<string[]>; empty?: boolean }) {
    const query = useQuery({ queryKey: ['probe', String(fn)], queryFn: fn });
    return (
      <QueryState query={query} isEmpty={empty ? (d) => d.length === 0 : undefined}>
        {(data) => <ul>{data.map((d) => <li key={d}>{d}</li>)}</ul>}
      </QueryState>
    );
  }

  it('shows a skeleton, then the data', async () => {
    renderWithProviders(<Probe fn={() => Promise.resolve(['甲', '乙'])} />);
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    expect(await screen.findByText('乙')).toBeInTheDocument();
  });

  it('shows Empty for an empty answer', async () => {
    renderWithProviders(<Probe fn={() => Promise.resolve([])} empty />);
    expect(await screen.findByText('亲，未找到记录~')).toBeInTheDocument();
  });

  it('shows the error with 重试, which refetches', async () => {
    let n = 0;
    const fn = () => {
      n += 1;
      return n === 1 ? Promise.reject(new Error('网络异常，请稍后重试')) : Promise.resolve(['恢复了']);
    };
    const { user } = renderWithProviders(<Probe fn={fn} />);
    expect(await screen.findByText('网络异常，请稍后重试')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('恢复了')).toBeInTheDocument();
  });

  it('offers no 重试 for the server’s own refusal (订单不存在), which asking again only repeats; 服务器繁忙 keeps it', async () => {
    renderWithProviders(<Probe fn={() => Promise.reject(new ApiError('订单不存在', 1, 'server'))} />);
    expect(await screen.findByText('订单不存在')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(isRetryable(new ApiError('服务器繁忙，请稍后重试', 1, 'server'))).toBe(true);
    expect(isRetryable(new ApiError('请求超时，请稍后重试', 0, 'timeout'))).toBe(true);
    expect(isRetryable(new Error('x'))).toBe(true);
  });

  function Slot({ fn, placeholder }: { fn: () => Promise<string[]>; placeholder?: ReactNode }) {
    const query = useQuery({ queryKey: ['slot', String(fn)], queryFn: fn });
    return (
      <QueryState query={query} isEmpty={(d) => d.length === 0} placeholder={placeholder} inline>
        {(data) => <span>{data.join('、')}</span>}
      </QueryState>
    );
  }

  it('inline: one skeleton line, then the error with 重试 or the empty text on one line', async () => {
    renderWithProviders(<Slot fn={() => Promise.reject(new Error('服务繁忙'))} />);
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('服务繁忙');
    expect(within(alert).getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('inline: the empty text without the empty picture', async () => {
    renderWithProviders(<Slot fn={() => Promise.resolve([])} />);
    expect(await screen.findByText('亲，未找到记录~')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('status', { name: '加载中' })).toBeNull();
  });

  it('shows the placeholder instead of the skeleton lines while loading', async () => {
    renderWithProviders(<Slot fn={() => Promise.resolve(['甲'])} placeholder={<div role="status" aria-label="轮播图加载中" />} />);
    expect(screen.getByRole('status', { name: '轮播图加载中' })).toBeInTheDocument();
    expect(await screen.findByText('甲')).toBeInTheDocument();
  });
});
