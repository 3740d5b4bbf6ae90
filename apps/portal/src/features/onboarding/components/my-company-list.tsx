// The caller's companies with their audit badge (both readings of audit_status); a rejected one shows the
// reviewer's reason and 重新提交 (/join?id=); an approved one links to its public page.
import type { MyCompany } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { CompanyRecords, useListParams } from '@ws/ui';

const KIND_LABELS = { supplier: '供应商入驻', enterprise: '企业会员' } as const;

const lines = (c: MyCompany) => [`ID：${c.id} · ${KIND_LABELS[c.kind]} · 联系人：${c.contact} · 电话：${c.phone}`, `提交时间：${c.create_time}`];

export function MyCompanyList() {
  const { page, setPage } = useListParams([]);
  return (
    <CompanyRecords
      label="我的企业"
      page={page}
      onPageChange={setPage}
      logoSize={56}
      lines={lines}
      detailTo={(c) => paths.companyDetail({ key: c.id, currentName: '入驻名单' })}
      resubmitTo={(c) => paths.join({ id: c.id })}
    />
  );
}
