// /infoSelf's 发票信息 for the buyer and for the seller (view=merchant): the invoice kind the order asked for
// (order_invoice_type 156 -> 增值税专用发票, not the title's type), and the VAT special invoice's data the
// order keeps (registered address and phone, bank and account).
import type { Order } from '@ws/api-sdk';
import { MOCK_OSS_POLICY, mockEndpoint, ORDERS } from '@ws/api-sdk/mocks';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '@ws/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { OrderDetailPage } from './order-detail-page';

const INVOICED: Order = {
  ...ORDERS[1]!,
  contains_invoice: 1,
  invoice_id: 4,
  invoice_address_id: 5,
  order_invoice_type: '156',
  invoiceInfo: {
    name: '广州安信安全技术有限公司',
    invoice_type: 1,
    email: 'finance@anxin.example.cn',
    identification: '91440101MA5CQ2XK7R',
    reg_address: '广州市黄埔区科学大道 99 号',
    reg_phone: '020-32290000',
    bank_name: '中国工商银行广州科学城支行',
    bank_account: '3602 0001 0920 0123 456',
  },
  invoiceAddressInfo: { contact: '李四', phone: '13800000002', province_name: '广东省', city_name: '广州市', county_name: '黄埔区', address: '科学大道 99 号' },
};

/** The value shown beside a label of the invoice block. */
const valueOf = (block: HTMLElement, label: string) => within(block).getByText(label).nextElementSibling?.textContent;

async function invoiceBlock(route: string) {
  renderWithProviders(<OrderDetailPage />, { app: 'mall', route });
  await screen.findByText(INVOICED.order_no);
  return screen.getByRole('region', { name: '发票信息' });
}

describe('/infoSelf 发票信息', () => {
  beforeEach(() => localStorage.setItem('token', 't'));

  for (const [who, route, endpoint] of [
    ['the buyer', `/infoSelf?order_no=${INVOICED.order_no}`, 'infoSelf'],
    ['the seller', `/infoSelf?order_no=${INVOICED.order_no}&view=merchant`, 'merchantOrderInfo'],
  ] as const) {
    it(`shows ${who} the invoice kind and every field of a VAT special invoice`, async () => {
      server.use(mockEndpoint(endpoint, INVOICED));
      const block = await invoiceBlock(route);
      expect(await within(block).findByText('增值税专用发票')).toBeInTheDocument();
      expect(valueOf(block, '发票类型')).toBe('增值税专用发票');
      expect(valueOf(block, '抬头类型')).toBe('企业');
      expect(valueOf(block, '发票抬头')).toBe('广州安信安全技术有限公司');
      expect(valueOf(block, '纳税人识别号')).toBe('91440101MA5CQ2XK7R');
      expect(valueOf(block, '注册地址')).toBe('广州市黄埔区科学大道 99 号');
      expect(valueOf(block, '注册电话')).toBe('020-32290000');
      expect(valueOf(block, '开户银行')).toBe('中国工商银行广州科学城支行');
      expect(valueOf(block, '银行账号')).toBe('3602 0001 0920 0123 456');
      expect(valueOf(block, '邮箱')).toBe('finance@anxin.example.cn');
      expect(valueOf(block, '发票地址')).toBe('李四 13800000002 广东省 广州市 黄埔区 科学大道 99 号');
    });
  }

  it('a personal 增值税电子普通发票: the kind, 个人, and no company fields', async () => {
    server.use(
      mockEndpoint('infoSelf', {
        ...INVOICED,
        order_invoice_type: '158',
        invoiceInfo: { name: '张三', invoice_type: 0, email: 'zs@example.cn', identification: '', reg_address: '', reg_phone: '', bank_name: '', bank_account: '' },
      }),
    );
    const block = await invoiceBlock(`/infoSelf?order_no=${INVOICED.order_no}`);
    expect(await within(block).findByText('增值税电子普通发票')).toBeInTheDocument();
    expect(valueOf(block, '抬头类型')).toBe('个人');
    expect(valueOf(block, '发票抬头')).toBe('张三');
    for (const label of ['纳税人识别号', '注册地址', '注册电话', '开户银行', '银行账号']) expect(within(block).queryByText(label)).toBeNull();
  });

  it('the buyer reads 待开票, then 已开票 with the e-invoice to download', async () => {
    server.use(mockEndpoint('infoSelf', { ...INVOICED, invoice_state: 'pending' as const }));
    const block = await invoiceBlock(`/infoSelf?order_no=${INVOICED.order_no}`);
    expect(valueOf(block, '开票状态')).toBe('待开票');
    expect(within(block).queryByRole('link', { name: /下载电子发票/ })).toBeNull();
    expect(within(block).queryByText('上传电子发票')).toBeNull();
  });

  it('shows 已开票 and the download link', async () => {
    const file = { FileName: '电子发票.pdf', FileUrl: '/api/files/u/7/invoice.pdf' };
    server.use(mockEndpoint('infoSelf', { ...INVOICED, invoice_state: 'issued' as const, invoice_files: [file], invoice_time: '2026-11-22 10:00:00' }));
    const block = await invoiceBlock(`/infoSelf?order_no=${INVOICED.order_no}`);
    expect(valueOf(block, '开票状态')).toBe('已开票（2026-11-22 10:00:00）');
    expect(within(block).getByRole('link', { name: '下载电子发票' })).toHaveAttribute('href', file.FileUrl);
  });

  it('the seller uploads the e-invoice PDF of a paid order (请上传电子发票 first, then 发票已上传)', async () => {
    const sent: unknown[] = [];
    server.use(
      mockEndpoint('merchantOrderInfo', { ...INVOICED, ispay: 1 as const, invoice_state: 'pending' as const }),
      mockEndpoint('merchantInvoiceUpload', ({ payload }) => {
        sent.push(payload);
        return { ...INVOICED, invoice_state: 'issued' as const };
      }),
      http.post(MOCK_OSS_POLICY.host, () => new HttpResponse('', { status: 200 })),
    );
    const { user } = renderWithProviders(<OrderDetailPage />, { app: 'mall', route: `/infoSelf?order_no=${INVOICED.order_no}&view=merchant` });
    await screen.findByText(INVOICED.order_no);
    const block = screen.getByRole('region', { name: '发票信息' });
    await user.click(within(block).getByRole('button', { name: '提交发票' }));
    expect(await within(block).findByText('请上传电子发票')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.upload(within(block).getByLabelText('上传电子发票'), new File(['%PDF-1.4'], '发票.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(within(block).getAllByText('发票.pdf').length).toBeGreaterThan(0));
    await user.click(within(block).getByRole('button', { name: '提交发票' }));
    expect(await screen.findByText('发票已上传')).toBeInTheDocument();
    expect(sent).toEqual([{ order_no: INVOICED.order_no, file_items: [expect.objectContaining({ FileName: '发票.pdf' })] }]);
  });
});
