import { screen, waitFor, within } from '@testing-library/react';
import { MSG_REVIEW_DECIDED, type AdminReviewDecideReq, type AdminReviewDetail } from '@ws/api-sdk';
import { envelope, fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderAdmin, STAFF } from '@/testing/render-admin';
import { server } from '@/testing/server';

const DETAIL: AdminReviewDetail = {
  ...fixtures.adminReviewInfo,
  files: [
    ...fixtures.adminReviewInfo.files,
    { label: '其他资料', items: [{ FileName: '安全评价资质证书.pdf', FileUrl: '/api/files/seed/cert.pdf' }, { FileName: '坏地址', FileUrl: 'javascript:alert(1)' }] },
  ],
};
const AT = '/admin/reviewInfo?kind=company&id=41';

/** Records the decide calls and answers the decided application. */
const recordDecide = () => {
  const calls: AdminReviewDecideReq[] = [];
  server.use(
    mockEndpoint('adminReviewDecide', ({ payload }) => {
      const req = payload as AdminReviewDecideReq;
      calls.push(req);
      return req.action === 'reject'
        ? envelope({ ...DETAIL, audit_status: 2, audit_reason: req.reason ?? '' }, { msg: '已驳回' })
        : envelope({ ...DETAIL, audit_status: 1 }, { msg: '已通过' });
    }),
  );
  return calls;
};

describe('/admin/reviewInfo (审核详情)', () => {
  beforeEach(() => {
    server.use(mockEndpoint('adminReviewInfo', DETAIL));
  });

  it('shows every field as label: value, the state, and the files: pictures large (full size in a new tab), others as links', async () => {
    const asked: Record<string, string>[] = [];
    server.use(
      mockEndpoint('adminReviewInfo', ({ request }) => {
        asked.push(Object.fromEntries(new URL(request.url).searchParams));
        return DETAIL;
      }),
    );
    renderAdmin(AT, { staff: STAFF.ops });
    expect(await screen.findByRole('heading', { name: '东莞市安达职业安全咨询有限公司', level: 1 })).toBeInTheDocument();
    expect(asked[0]).toEqual({ kind: 'company', id: '41' });
    for (const f of DETAIL.fields) {
      const dt = screen.getAllByText(f.label, { selector: 'dt' })[0]!;
      expect(dt.nextElementSibling, f.label).toHaveTextContent(f.value);
    }
    expect(screen.getByText('申请人', { selector: 'dt' }).nextElementSibling).toHaveTextContent('陈经理');
    expect(screen.getAllByText('待审核').length).toBeGreaterThan(0);

    const licence = screen.getByRole('group', { name: '营业执照' });
    const img = within(licence).getByRole('img', { name: '营业执照.png' });
    expect(img).toHaveAttribute('src', '/api/files/seed/licence-1.svg');
    const link = img.closest('a');
    expect(link).toHaveAttribute('href', '/api/files/seed/licence-1.svg');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(screen.getByRole('group', { name: '资质图片' })).getByRole('img', { name: '资质.png' })).toBeInTheDocument();

    const other = screen.getByRole('group', { name: '其他资料' });
    expect(within(other).getByRole('link', { name: '安全评价资质证书.pdf' })).toHaveAttribute('href', '/api/files/seed/cert.pdf');
    expect(within(other).queryByRole('img')).not.toBeInTheDocument();
    // an unsafe address is never a link
    expect(within(other).getByText(/坏地址/).closest('a')).toBeNull();
    expect(screen.getByRole('button', { name: '通过' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '驳回' })).toBeEnabled();
  });

  it('通过: asks 确定通过该申请吗？, then decides approve, says 已通过 and shows the result without buttons', async () => {
    const calls = recordDecide();
    const { user } = renderAdmin(AT, { staff: STAFF.ops });
    await user.click(await screen.findByRole('button', { name: '通过' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定通过该申请吗？')).toBeInTheDocument();
    // 取消 sends nothing
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: '通过' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls).toEqual([{ kind: 'company', id: 41, action: 'approve' }]));
    expect(await screen.findByText('已通过', { selector: '.mantine-Notification-description' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: '通过' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: '驳回' })).not.toBeInTheDocument();
    expect(screen.getAllByText('已通过', { selector: '.mantine-Badge-label' }).length).toBeGreaterThan(0);
  });

  it('驳回: the reason is required (请填写驳回原因), then decides reject with it and shows it', async () => {
    const calls = recordDecide();
    const { user } = renderAdmin(AT, { staff: STAFF.ops });
    await user.click(await screen.findByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog', { name: '驳回申请' });
    await user.click(within(dialog).getByRole('button', { name: '确定驳回' }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /驳回原因/ }), '   ');
    await user.click(within(dialog).getByRole('button', { name: '确定驳回' }));
    expect(within(dialog).getByText('请填写驳回原因')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /驳回原因/ }), '营业执照不清晰');
    await user.click(within(dialog).getByRole('button', { name: '确定驳回' }));
    await waitFor(() => expect(calls).toEqual([{ kind: 'company', id: 41, action: 'reject', reason: '营业执照不清晰' }]));
    expect(await screen.findByText('已驳回', { selector: '.mantine-Notification-description' })).toBeInTheDocument();
    expect(await screen.findByText('驳回原因：营业执照不清晰')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: '驳回' })).not.toBeInTheDocument();
  });

  it('disables both buttons while the decision is sent', async () => {
    let release = () => {};
    server.use(
      mockEndpoint('adminReviewDecide', async () => {
        await new Promise<void>((r) => (release = r));
        return { ...DETAIL, audit_status: 1 as const };
      }),
    );
    const { user } = renderAdmin(AT, { staff: STAFF.ops });
    await user.click(await screen.findByRole('button', { name: '通过' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '驳回' })).toBeDisabled());
    expect(screen.getByRole('button', { name: '通过' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.queryByRole('button', { name: '驳回' })).not.toBeInTheDocument());
  });

  it('a decided application shows its result and reason, and no buttons', async () => {
    server.use(mockEndpoint('adminReviewInfo', { ...DETAIL, audit_status: 2, audit_reason: '资质过期' }));
    renderAdmin(AT, { staff: STAFF.ops });
    expect(await screen.findByText('驳回原因：资质过期')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '驳回' })).not.toBeInTheDocument();
  });

  it("a refusal (该申请已处理) is told, and the application is read again", async () => {
    let reads = 0;
    server.use(
      mockEndpoint('adminReviewInfo', () => (++reads === 1 ? DETAIL : { ...DETAIL, audit_status: 1 as const })),
      mockEndpoint('adminReviewDecide', envelope(null, { ok: false, msg: MSG_REVIEW_DECIDED })),
    );
    const { user } = renderAdmin(AT, { staff: STAFF.ops });
    await user.click(await screen.findByRole('button', { name: '通过' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText(MSG_REVIEW_DECIDED)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: '通过' })).not.toBeInTheDocument());
  });

  it('an address without a valid kind or id shows 申请不存在 without a call', async () => {
    renderAdmin('/admin/reviewInfo?kind=nope&id=41', { staff: STAFF.ops });
    expect(await screen.findByText('申请不存在')).toBeInTheDocument();
  });

  it('opens from 查看 in the list', async () => {
    const { user, location } = renderAdmin('/admin/reviews', { staff: STAFF.ops });
    await user.click(await screen.findByRole('link', { name: '查看 东莞市安达职业安全咨询有限公司' }));
    await waitFor(() => expect(location()).toBe(AT));
    expect(await screen.findByRole('heading', { name: '东莞市安达职业安全咨询有限公司', level: 1 })).toBeInTheDocument();
  });
});
