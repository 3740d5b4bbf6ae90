import { CART_ITEMS, envelope, mockEndpoint } from '@ws/api-sdk/mocks';
import type { CartItem } from '@ws/api-sdk';
import { renderWithProviders } from '@ws/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { CartPage } from './cart-page';

const render = (route = '/cart') => renderWithProviders(<CartPage />, { app: 'mall', route });

/** The Mantine confirm dialog's buttons. */
const confirmButton = () => screen.findByRole('button', { name: '确定' });
const cancelButton = () => screen.findByRole('button', { name: '取消' });

describe('/cart', () => {
  beforeEach(() => localStorage.setItem('token', 't'));

  it('lists the lines, stores the active marker, and keeps settle disabled until a line is chosen', async () => {
    const sent: unknown[] = [];
    server.use(
      mockEndpoint('orderOn', ({ payload }) => {
        sent.push(payload);
        return { order_no: '888888', pending: 0 as const, items: CART_ITEMS.slice(0, 1) };
      }),
    );
    const { user, location } = render();
    const lines = await screen.findAllByTestId('cart-line');
    expect(lines).toHaveLength(2);
    expect(localStorage.getItem('active')).toBe('2-3');
    const settle = screen.getByRole('button', { name: '结算' });
    expect(settle).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: '选择 ABS 透气安全帽 V 型 黄色,标准款' }));
    expect(settle).toBeEnabled();
    expect(screen.getByText('¥105.00', { selector: 'span' })).toBeInTheDocument();
    await user.click(settle);
    // 结算 goes through personal/orderOn with the chosen line, then to the quick order
    await waitFor(() => expect(location()).toBe('/checkoutQuick?order=888888'));
    expect(sent).toEqual([{ order_no: '888888', ids: [901] }]);
  });

  it('stays on the cart with the server’s message when orderOn refuses', async () => {
    server.use(mockEndpoint('orderOn', envelope(null, { ok: false, code: 1, msg: '商品已下架' })));
    const { user, location } = render();
    await user.click(await screen.findByRole('checkbox', { name: '选择 ABS 透气安全帽 V 型 黄色,标准款' }));
    await user.click(screen.getByRole('button', { name: '结算' }));
    expect(await screen.findByText('商品已下架')).toBeInTheDocument();
    expect(location()).toBe('/cart');
  });

  it('disables the checkbox of a line below its min_amount, and select all skips it', async () => {
    const { user } = render();
    const below = await screen.findByRole('checkbox', { name: '选择 丁腈涂层防护手套 M' });
    expect(below).toBeDisabled();
    await user.click(screen.getAllByRole('checkbox', { name: '全选' })[0]!);
    expect(screen.getByRole('checkbox', { name: '选择 ABS 透气安全帽 V 型 黄色,标准款' })).toBeChecked();
    expect(below).not.toBeChecked();
  });

  it('says what is missing when export, delete or share have no selection', async () => {
    const { user } = render();
    await screen.findAllByTestId('cart-line');
    const bar = screen.getByRole('button', { name: '导出' }).parentElement!;
    await user.click(within(bar).getByRole('button', { name: '导出' }));
    expect(await screen.findByText('请选择需要导出的商品')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('请选择需要删除的商品')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: '分享' }));
    expect(await screen.findByText('未选择分享的商品')).toBeInTheDocument();
  });

  it('reaching 0 asks 要删除该项吗？; cancelling sets the amount to 1', async () => {
    const sent: unknown[] = [];
    server.use(
      mockEndpoint('cartUpdateSelf', ({ payload }) => {
        sent.push(payload);
        return envelope({ id: 901, amount: 1 });
      }),
    );
    const { user } = render();
    const input = await screen.findByRole('textbox', { name: 'ABS 透气安全帽 V 型 数量' });
    await user.clear(input);
    await user.type(input, '0');
    await user.tab();
    expect(await screen.findByText('要删除该项吗？')).toBeInTheDocument();
    await user.click(await cancelButton());
    await waitFor(() => expect(sent).toEqual([expect.objectContaining({ id: 901, amount: 1, order_no: '888888' })]));
  });

  it('0 then 取消 shows 1 again when the line already held 1 (nothing to send)', async () => {
    const sent: unknown[] = [];
    const one: CartItem = { ...CART_ITEMS[0]!, amount: 1, min_amount: 1 };
    server.use(
      mockEndpoint('cartList', { items: [one] }),
      mockEndpoint('cartUpdateSelf', ({ payload }) => {
        sent.push(payload);
        return envelope({ id: 901, amount: 1 });
      }),
    );
    const { user } = render();
    const input = await screen.findByRole('textbox', { name: 'ABS 透气安全帽 V 型 数量' });
    await user.clear(input);
    await user.type(input, '0');
    await user.tab();
    await user.click(await cancelButton());
    await waitFor(() => expect(input).toHaveValue('1'));
    expect(sent).toEqual([]);
  });

  it('caps a quantity at the stock (库存仅剩 N 件), disables + there, and a line above the stock cannot be chosen', async () => {
    const sent: unknown[] = [];
    let lines: CartItem[] = [
      { ...CART_ITEMS[0]!, amount: 3, stock: 133 },
      { ...CART_ITEMS[1]!, amount: 10, min_amount: 10, stock: 4 },
    ];
    server.use(
      mockEndpoint('cartList', () => ({ items: lines })),
      mockEndpoint('cartUpdateSelf', ({ payload }) => {
        const p = payload as { id: number; amount: number };
        sent.push(p);
        lines = lines.map((l) => (l.id === p.id ? { ...l, amount: p.amount } : l));
        return envelope({ id: p.id, amount: p.amount });
      }),
    );
    const { user } = render();
    const input = await screen.findByRole('textbox', { name: 'ABS 透气安全帽 V 型 数量' });
    await user.clear(input);
    await user.type(input, '99999');
    await user.tab();
    await waitFor(() => expect(sent).toEqual([expect.objectContaining({ id: 901, amount: 133 })]));
    expect(await screen.findAllByText('库存仅剩 133 件')).not.toHaveLength(0);
    await waitFor(() => expect(input).toHaveValue('133'));
    expect(screen.getByRole('button', { name: '增加 ABS 透气安全帽 V 型 数量' })).toBeDisabled();
    // stock 4 under the minimum of 10: shown, and not to be chosen for checkout
    const [, gloves] = screen.getAllByTestId('cart-line');
    expect(within(gloves!).getByText('库存仅剩 4 件')).toBeInTheDocument();
    expect(within(gloves!).getByRole('checkbox')).toBeDisabled();
  });

  it('deleting asks 确定要删除吗？: 已取消删除 on cancel, 删除成功 on confirm', async () => {
    const deleted: unknown[] = [];
    server.use(
      mockEndpoint('deleteCard', ({ payload }) => {
        deleted.push(payload);
        return envelope({ deleted: 1 });
      }),
    );
    const { user } = render();
    const row = (await screen.findAllByTestId('cart-line'))[0]!;
    await user.click(within(row).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确定要删除吗？')).toBeInTheDocument();
    await user.click(await cancelButton());
    expect(await screen.findByText('已取消删除')).toBeInTheDocument();
    expect(deleted).toEqual([]);
    await user.click(within(row).getByRole('button', { name: '删除' }));
    await user.click(await confirmButton());
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(deleted).toEqual([{ ids: [901] }]);
  });

  it('shows 亲，您的购物车为空~ for an empty cart', async () => {
    server.use(mockEndpoint('cartList', envelope({ items: [] })));
    render();
    expect(await screen.findByText('亲，您的购物车为空~')).toBeInTheDocument();
  });

  it('shares the chosen lines as a /cart?share= link', async () => {
    const { user } = render();
    await user.click(await screen.findByRole('checkbox', { name: '选择 ABS 透气安全帽 V 型 黄色,标准款' }));
    await user.click(screen.getByRole('button', { name: '分享' }));
    expect(await screen.findByRole('textbox', { name: '分享链接' })).toHaveValue(`${window.location.origin}/cart?share=a1b2c3d4e5f6`);
  });

  it('opens a share: the sharer, the items, and 加入我的购物车', async () => {
    const { user } = render('/cart?share=a1b2c3d4e5f6');
    const panel = (await screen.findByRole('heading', { name: '好友分享的商品' })).closest('section')!;
    expect(await within(panel).findByText(/138\*{8}/)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: '加入我的购物车' }));
    expect(await screen.findByText('添加成功')).toBeInTheDocument();
  });

  it('the quote lists the chosen lines with the tax-included total, shipping and 90 days of validity', async () => {
    const { user } = render();
    await user.click(await screen.findByRole('checkbox', { name: '选择 ABS 透气安全帽 V 型 黄色,标准款' }));
    await user.click(screen.getByRole('button', { name: '报价单' }));
    const dialog = await screen.findByRole('dialog', { name: '报价单' });
    // 3 × 35.00 = 105.00, under 300: 8.00 shipping (the rules are read when the quote opens)
    expect(await within(dialog).findByTestId('quote-total')).toHaveTextContent('¥113.00');
    expect(within(dialog).getByTestId('quote-valid')).toHaveTextContent('有效期：90 天');
    expect(within(dialog).getByText('供应商：东莞市安泰劳保用品有限公司')).toBeInTheDocument();
  });

  it('the quote follows the platform’s rules in force: another shipping rule and validity change its amounts and text', async () => {
    server.use(mockEndpoint('tradeRules', () => envelope({ shipping: { free_from: '100.00', base: '15.00', remote: '30.00' }, quote_valid_days: 30 })));
    const { user } = render();
    await user.click(await screen.findByRole('checkbox', { name: '选择 ABS 透气安全帽 V 型 黄色,标准款' }));
    await user.click(screen.getByRole('button', { name: '报价单' }));
    const dialog = await screen.findByRole('dialog', { name: '报价单' });
    // 105.00 reaches 100: no shipping
    expect(await within(dialog).findByTestId('quote-total')).toHaveTextContent('¥105.00');
    expect(within(dialog).getByTestId('quote-valid')).toHaveTextContent('有效期：30 天');
    expect(within(dialog).getByText('运费规则：每个供应商的订单满 100.00 元包邮，不满收取 15.00 元；偏远地区运费 30.00 元。')).toBeInTheDocument();
    expect(within(dialog).getByText(/本报价自报价日期起 30 天内有效/)).toBeInTheDocument();
  });

  it('the quote says so when the rules cannot be read, and 关闭 still closes it', async () => {
    server.use(mockEndpoint('tradeRules', () => envelope(null, { ok: false, msg: '服务器繁忙，请稍后重试' })));
    const { user } = render();
    await user.click(await screen.findByRole('checkbox', { name: '选择 ABS 透气安全帽 V 型 黄色,标准款' }));
    await user.click(screen.getByRole('button', { name: '报价单' }));
    const dialog = await screen.findByRole('dialog', { name: '报价单' });
    expect(await within(dialog).findByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '打印' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog', { name: '报价单' })).not.toBeInTheDocument();
  });
});

describe('cart fixtures', () => {
  it('hold a line below its minimum', () => {
    expect(CART_ITEMS.some((l) => l.amount < l.min_amount)).toBe(true);
  });
});
