import { configure, screen, waitFor } from '@testing-library/react';
import { reloadSession } from '@ws/api-sdk';
import { DELIVERY_ADDRESS } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { readChosenAddress } from '@/shared/addresses';
import { AddressChooserPage } from './address-chooser-page';
import { AddressEditorPage } from './address-editor-page';

configure({ asyncUtilTimeout: 4000 });

beforeEach(() => {
  localStorage.setItem('token', 'mock-token-1001');
  reloadSession();
  sessionStorage.clear();
});
afterEach(() => localStorage.clear());

describe('address screens', { timeout: 30_000 }, () => {
  it('choosing saves the address in session storage and leaves the chooser', async () => {
    const r = renderWithProviders(<AddressChooserPage kind="delivery" fallback="/addressInfo" />, { route: '/uconfigAddressInfo?order=888888' });
    expect(screen.getByRole('heading', { name: '选择收货地址' })).toBeInTheDocument();
    await r.user.click(await screen.findByRole('button', { name: /^选择 张三/ }));
    expect(readChosenAddress('delivery')).toEqual(DELIVERY_ADDRESS);
    expect(await screen.findByText('使用成功')).toBeInTheDocument();
    await waitFor(() => expect(r.location()).toBe('/addressInfo'));
  });

  it('the invoice-address chooser (/uconfigInvoice) says 使用成功 too', async () => {
    const r = renderWithProviders(<AddressChooserPage kind="invoiceAddress" fallback="/addressInvoice" />, { route: '/uconfigInvoice' });
    expect(screen.getByRole('heading', { name: '选择发票地址' })).toBeInTheDocument();
    await r.user.click(await screen.findByRole('button', { name: /^选择 / }));
    expect(readChosenAddress('invoiceAddress')).not.toBeNull();
    expect(await screen.findByText('使用成功')).toBeInTheDocument();
    await waitFor(() => expect(r.location()).toBe('/addressInvoice'));
  });

  it('the editor loads the address of ?id= and opens an empty form for id -1', async () => {
    const a = renderWithProviders(<AddressEditorPage type={0} fallback="/addressInfo" />, { route: '/addAddress?name=x&id=1' });
    expect(await screen.findByDisplayValue(DELIVERY_ADDRESS.address)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '编辑收货地址' })).toBeInTheDocument();
    a.unmount();
    renderWithProviders(<AddressEditorPage type={0} fallback="/addressInfo" />, { route: '/addAddress?id=-1' });
    expect(screen.getByRole('heading', { name: '新增收货地址' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '联系人' })).toHaveValue('');
  });
});
