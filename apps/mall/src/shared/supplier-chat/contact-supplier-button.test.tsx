import { configure, screen, waitFor } from '@testing-library/react';
import { reloadSession } from '@ws/api-sdk';
import { envelope, fixtures, mockEndpoint, SUPPLIER_CHAT_INFO } from '@ws/api-sdk/mocks';
import { browser, loginAs, renderWithProviders } from '@ws/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/server';
import { ContactSupplierButton, MSG_LOGIN_TO_CONTACT } from './contact-supplier-button';

configure({ asyncUtilTimeout: 4000 });

const PRODUCT_URL = '/enableInfo?id=301';
const render = (route = PRODUCT_URL, props: Partial<Parameters<typeof ContactSupplierButton>[0]> = {}) =>
  renderWithProviders(<ContactSupplierButton companyId={501} productId={301} {...props} />, { app: 'mall', route });

const asCompany = (roles: string[]) => {
  sessionStorage.setItem('roles', JSON.stringify(roles));
  reloadSession();
};

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  reloadSession();
});

describe('联系商家', { timeout: 30_000 }, () => {
  it('a visitor is sent to login and back to this page (an internal path), nothing is opened', async () => {
    const opened: unknown[] = [];
    server.use(mockEndpoint('chatSupplierOpen', ({ payload }) => (opened.push(payload), SUPPLIER_CHAT_INFO)));
    // /login is the portal's: a full page load
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { user } = render();
    await user.click(screen.getByRole('button', { name: '联系商家' }));
    expect(await screen.findByText(MSG_LOGIN_TO_CONTACT)).toBeInTheDocument();
    expect(assign).toHaveBeenCalledWith('/login?redirect=%2FenableInfo%3Fid%3D301');
    expect(opened).toEqual([]);
    assign.mockRestore();
  });

  it('opens the chat with the product attached, disabled while it starts, then goes to the conversation', async () => {
    loginAs();
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const opened: unknown[] = [];
    server.use(
      mockEndpoint('chatSupplierOpen', async ({ payload }) => {
        opened.push(payload);
        await gate;
        return SUPPLIER_CHAT_INFO;
      }),
    );
    const { user, location } = render();
    const button = screen.getByRole('button', { name: '联系商家' });
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(opened).toEqual([{ company_id: 501, product_id: 301 }]);
    release();
    await waitFor(() =>
      expect(location()).toBe(
        `/session/chatItem?chat_type=chat_supplier&chat_id=2&to_user_id=1002&to_user_name=${encodeURIComponent('广州安信安全技术有限公司')}`,
      ),
    );
  });

  it('from an order: the order number goes along; a refusal shows the server message and the button works again', async () => {
    loginAs();
    const opened: unknown[] = [];
    server.use(
      mockEndpoint('chatSupplierOpen', ({ payload }) => {
        opened.push(payload);
        return envelope(null, { ok: false, code: 1, msg: '该商家暂未开通在线咨询' });
      }),
    );
    const { user, location } = render('/myOrders', { productId: undefined, orderNo: 'T202606010001' });
    await user.click(screen.getByRole('button', { name: '联系商家' }));
    expect(await screen.findByText('该商家暂未开通在线咨询')).toBeInTheDocument();
    expect(opened).toEqual([{ company_id: 501, order_no: 'T202606010001' }]);
    expect(screen.getByRole('button', { name: '联系商家' })).toBeEnabled();
    expect(location()).toBe('/myOrders');
  });

  it('a member of the seller itself sees no button', async () => {
    loginAs();
    asCompany(['member', 'company']);
    server.use(mockEndpoint('companyListByUser', { items: [{ ...fixtures.companyListByUser.items[0]!, id: 501 }], total: 1 }));
    render();
    await waitFor(() => expect(screen.queryByRole('button', { name: '联系商家' })).toBeNull());
  });
});
