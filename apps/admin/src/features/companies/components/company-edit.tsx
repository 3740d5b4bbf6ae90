// /admin/companyEdit?id= (no id: a new company, an approved supplier on the portal's lists at once): name,
// 统一社会信用代码, contact, phones, email, address, the company categories (top and sub) and recommend
// groups, logo, business licence and qualification images, the short description and the intro (plain
// text, 限 500 字以内). A saved company can be taken off the portal or put back.
import '@mantine/core/styles/Button.css';
import { COMPANY_LIMITS, MSG_COMPANY_LISTED_OFF, MSG_COMPANY_LISTED_ON, MSG_COMPANY_SAVED, type AdminCompanyDetail } from '@ws/api-sdk';
import { Button, confirmDialog, notice, noticeFailure, QueryState, SelectField, TextareaField, TextField, UploadField, useForm, useIdParam, type UseFormReturnType } from '@ws/ui';
import { Link, useNavigate } from 'react-router';
import { CategoryChecks } from '@/shared/forms/category-checks';
import lists from '@/shared/lists/list.module.css';
import { routerPath } from '@/shared/navigation';
import { useCompanyGroups, useCompanyInfo, useCompanyListed, useCompanySave } from '../api/companies';
import { companyRules, emptyCompany, emptyProduct, fromDetail, toPayload, type CompanyFormValues } from '../lib/company-form';
import edit from '@/shared/lists/edit.module.css';
import classes from './companies.module.css';

const IMAGES = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;

function ListedButton({ company }: { company: AdminCompanyDetail }) {
  const change = useCompanyListed();
  const to = company.listed === 1 ? 0 : 1;
  const run = async () => {
    const message = to === 0 ? `下架后门户将不再列出该企业，详情页显示“该企业已下线”。确定下架“${company.name}”吗？` : `确定上架“${company.name}”吗？`;
    if (!(await confirmDialog({ message }))) return;
    change.mutate({ id: company.id, listed: to }, { onSuccess: () => notice.success(to === 0 ? MSG_COMPANY_LISTED_OFF : MSG_COMPANY_LISTED_ON), onError: (e) => noticeFailure(e) });
  };
  return (
    <Button type="button" variant="default" loading={change.isPending} onClick={() => void run()}>
      {to === 0 ? '下架' : '上架'}
    </Button>
  );
}

/** 产品与服务: the rows the portal's /companyDetail lists, in this order (name, price in yuan, unit, one image). */
function ProductRows({ form }: { form: UseFormReturnType<CompanyFormValues> }) {
  const rows = form.values.products;
  return (
    <fieldset className={classes.products}>
      <legend>产品与服务</legend>
      {rows.length === 0 && <p className={edit.meta}>暂无产品与服务</p>}
      {rows.map((p, i) => (
        <div key={i} className={classes.productRow} role="group" aria-label={`产品 ${i + 1}`}>
          <TextField label="产品名称" required {...form.getInputProps(`products.${i}.name`)} />
          <TextField label="价格（元）" required inputMode="decimal" {...form.getInputProps(`products.${i}.price`)} />
          <TextField label="单位" placeholder="次 / 套 / 月" {...form.getInputProps(`products.${i}.unit`)} />
          <UploadField
            label="产品图片"
            accept={IMAGES}
            value={p.image}
            onChange={(files) => form.setFieldValue(`products.${i}.image`, files.slice(0, 1))}
            error={form.errors[`products.${i}.image`]}
          />
          <Button type="button" variant="default" size="xs" onClick={() => form.removeListItem('products', i)} aria-label={`删除产品 ${i + 1}`}>
            删除
          </Button>
        </div>
      ))}
      {rows.length < COMPANY_LIMITS.products && (
        <Button type="button" variant="default" size="xs" onClick={() => form.insertListItem('products', emptyProduct())}>
          添加产品
        </Button>
      )}
    </fieldset>
  );
}

function CompanyForm({ initial, company }: { initial: CompanyFormValues; company: AdminCompanyDetail | null }) {
  const form = useForm<CompanyFormValues>({ initialValues: initial, validate: companyRules });
  const save = useCompanySave();
  const groups = useCompanyGroups();
  const navigate = useNavigate();

  const submit = form.onSubmit((values) => {
    save.mutate(toPayload(values, company?.id ?? null), {
      onSuccess: (saved) => {
        notice.success(MSG_COMPANY_SAVED);
        if (!company) void navigate(routerPath(`/admin/companyEdit?id=${saved.id}`), { replace: true });
      },
      onError: (e) => noticeFailure(e),
    });
  });

  const subs = groups.data?.sub ?? [];
  if (form.values.sub_cate_id && !subs.some((o) => o.value === form.values.sub_cate_id)) subs.push({ value: form.values.sub_cate_id, label: `分类 ${form.values.sub_cate_id}` });

  return (
    <form className={edit.form} onSubmit={(e) => e.preventDefault()} noValidate aria-label="企业">
      <div className={edit.grid}>
        <TextField label="企业名称" required className={edit.wide} {...form.getInputProps('name')} />
        <TextField label="统一社会信用代码" required maxLength={18} {...form.getInputProps('code')} />
        <TextField label="联系人" {...form.getInputProps('contact')} />
        <TextField label="手机号码" inputMode="numeric" maxLength={11} {...form.getInputProps('phone')} />
        <TextField label="固定电话" {...form.getInputProps('tel')} />
        <TextField label="邮箱" type="email" {...form.getInputProps('email')} />
        <TextField label="地址" {...form.getInputProps('address')} />
        <SelectField label="子分类" placeholder="不选" data={[{ value: '', label: '不选' }, ...subs]} {...form.getInputProps('sub_cate_id')} />
        <UploadField label="企业 logo" multiple max={3} accept={IMAGES} value={form.values.file_items} onChange={(files) => form.setFieldValue('file_items', files)} error={form.errors.file_items} />
        <UploadField label="营业执照" accept={IMAGES} value={form.values.license_file} onChange={(files) => form.setFieldValue('license_file', files.slice(0, 1))} error={form.errors.license_file} />
        <UploadField label="资质图片" multiple max={9} accept={IMAGES} value={form.values.cert_file} onChange={(files) => form.setFieldValue('cert_file', files)} error={form.errors.cert_file} />
      </div>
      <CategoryChecks label="企业类型" options={groups.data?.company ?? []} value={form.values.cates} onChange={(ids) => form.setFieldValue('cates', ids)} error={form.errors.cates} />
      <CategoryChecks label="推荐" options={groups.data?.recommend ?? []} value={form.values.recommendIds} onChange={(ids) => form.setFieldValue('recommendIds', ids)} error={form.errors.recommendIds} />
      <ProductRows form={form} />
      <TextareaField label="公司简介" description="限 500 字以内" rows={3} {...form.getInputProps('description')} />
      <TextareaField label="企业介绍" description="限 500 字以内" rows={6} {...form.getInputProps('intro')} />
      <div className={edit.actions}>
        <Button type="button" loading={save.isPending} onClick={() => submit()}>
          保存
        </Button>
        {company && (
          <>
            <ListedButton company={company} />
            <span className={edit.meta}>
              {company.listed === 1 ? '已上架' : '已下架'} · 创建时间：{company.create_time}
            </span>
          </>
        )}
        <Link to={routerPath('/admin/companies')}>返回列表</Link>
      </div>
    </form>
  );
}

export function CompanyEdit() {
  const id = useIdParam('id');
  const info = useCompanyInfo(id);
  return (
    <section aria-labelledby="company-edit-title">
      <h1 id="company-edit-title" className={lists.title}>
        {id === null ? '新增企业' : '编辑企业'}
      </h1>
      <div className={lists.panel}>
        {id === null ? (
          <CompanyForm initial={emptyCompany()} company={null} />
        ) : (
          <QueryState query={info}>{(c) => <CompanyForm key={c.id} initial={fromDetail(c)} company={c} />}</QueryState>
        )}
      </div>
    </section>
  );
}
