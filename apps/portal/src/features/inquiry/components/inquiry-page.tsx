// /inquiry?company_id=&company_name= (spec 01 §5 "Inquiry"): the products of an inquiry to one company are
// drafted in a list (add, edit, delete) and then sent with enable/add; success goes to /myInquiry. A 询价 from
// a mall product (/enableInfo) names it too: its name, 商品编码 and minimum quantity fill the first product.
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { Button, Group, MultiSelect, NumberInput, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '@ws/api-sdk';
import { AppLink, confirmDialog, Empty, notice, UploadField, uploadFieldProps, useAppNavigate, useForm } from '@ws/ui';
import { PanelPage } from '@/shared/panel-page';
import { messages } from '@ws/validators/messages';
import { useAddInquiry, useCompanySearch } from '../api/inquiries';
import { emptyProduct, readCompany, readProduct, toInquiryPayload, validateProduct, type DraftProduct, type ProductFormValues } from '../lib/draft';
import classes from './inquiry.module.css';
import { ProductTable } from './product-table';

export const MSG_INQUIRY_SENT = '询价成功';
export const MSG_NO_COMPANY = '缺少询价企业，请从企业详情页发起询价';

function ProductForm({
  editing,
  prefill,
  onSave,
  onCancel,
}: {
  editing: DraftProduct | null;
  prefill: ProductFormValues | null;
  onSave: (v: ProductFormValues) => void;
  onCancel: () => void;
}) {
  const form = useForm<ProductFormValues>({ initialValues: editing ?? prefill ?? emptyProduct, validate: validateProduct });
  const submit = form.onSubmit((values) => {
    onSave(values);
    form.setValues(emptyProduct);
    form.resetDirty();
  });
  return (
    <form onSubmit={submit} noValidate aria-label={editing ? '编辑产品' : '添加产品'} className={classes.card}>
      <Stack gap="sm">
        <Text fw={600}>{editing ? '编辑产品' : '添加产品'}</Text>
        <TextInput label="产品名称" placeholder="请填写产品名称" withAsterisk maxLength={100} {...form.getInputProps('product_name')} />
        <UploadField label="产品图片" required {...uploadFieldProps(form, 'product_img')} />
        <Textarea label="产品描述" placeholder="规格、型号、材质等（选填）" minRows={2} rows={3} maxLength={500} {...form.getInputProps('product_describe')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput label="数量" min={1} max={99999999} step={1} allowDecimal={false} allowNegative={false} withAsterisk {...form.getInputProps('quantity')} />
          <TextInput label="期望价格（元）" placeholder="选填，只能填写数字" inputMode="numeric" maxLength={12} {...form.getInputProps('expected_price')} />
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit">{editing ? '保存修改' : '添加到询价单'}</Button>
          {editing ? (
            <Button variant="default" onClick={onCancel}>
              取消编辑
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}

function DraftList({ products, onEdit, onDelete }: { products: DraftProduct[]; onEdit: (p: DraftProduct) => void; onDelete: (p: DraftProduct) => void }) {
  if (products.length === 0) return <Empty text="询价单还没有产品，请先添加产品" />;
  return (
    <ProductTable
      items={products}
      keyOf={(p) => p.key}
      imageOf={(p) => p.product_img[0]?.FileUrl}
      actions={(p) => (
        <div className={classes.actions}>
          <Button size="compact-sm" variant="light" onClick={() => onEdit(p)} aria-label={`编辑：${p.product_name}`}>
            编辑
          </Button>
          <Button size="compact-sm" variant="light" color="red" onClick={() => onDelete(p)} aria-label={`删除：${p.product_name}`}>
            删除
          </Button>
        </div>
      )}
    />
  );
}

/** At most 19 more companies (20 in all), chosen by name, so that their quotes can be compared. */
function OtherCompanies({ exclude, value, onChange }: { exclude: number; value: string[]; onChange: (ids: string[]) => void }) {
  const [search, setSearch] = useState('');
  const [labels, setLabels] = useState<Record<string, string>>({});
  const found = useCompanySearch(search.trim());
  const options = new Map<string, string>(value.map((id) => [id, labels[id] ?? id]));
  for (const c of found.data?.items ?? []) if (c.id !== exclude) options.set(String(c.id), c.name);
  return (
    <MultiSelect
      label="同时向其他企业询价（选填，便于比价）"
      placeholder={value.length === 0 ? '输入企业名称搜索' : undefined}
      data={[...options].map(([v, label]) => ({ value: v, label }))}
      value={value}
      onChange={(ids) => {
        setLabels((prev) => ({ ...prev, ...Object.fromEntries(ids.map((id) => [id, options.get(id) ?? prev[id] ?? id])) }));
        onChange(ids);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: o }) => o}
      maxValues={19}
      nothingFoundMessage={found.isFetching ? '搜索中…' : '无匹配企业'}
      comboboxProps={{ withinPortal: true }}
      clearable
    />
  );
}

export function InquiryPage() {
  const [params] = useSearchParams();
  const company = readCompany(params);
  // a product the mall's 询价 named fills the first product form, once
  const [prefill, setPrefill] = useState(() => readProduct(params));
  const [products, setProducts] = useState<DraftProduct[]>([]);
  const [editing, setEditing] = useState<DraftProduct | null>(null);
  const [others, setOthers] = useState<string[]>([]);
  const nextKey = useRef(1);
  const add = useAddInquiry();
  const navigate = useAppNavigate();

  const save = (values: ProductFormValues) => {
    if (editing) {
      setProducts((list) => list.map((p) => (p.key === editing.key ? { ...values, key: editing.key } : p)));
      setEditing(null);
    } else {
      setProducts((list) => [...list, { ...values, key: nextKey.current++ }]);
      setPrefill(null);
    }
  };
  const remove = async (p: DraftProduct) => {
    if (!(await confirmDialog({ message: `确定删除「${p.product_name}」吗？` }))) return;
    setProducts((list) => list.filter((x) => x.key !== p.key));
    if (editing?.key === p.key) setEditing(null);
  };
  const send = () => {
    if (company.id === null) return;
    if (products.length === 0) {
      notice.warning(messages.inquiryProductsRequired);
      return;
    }
    add.mutate(toInquiryPayload(company.id, products, others.map(Number)), {
      onSuccess: () => {
        notice.success(MSG_INQUIRY_SENT);
        navigate('/myInquiry');
      },
      onError: (e) => {
        if (e instanceof ApiError && (e.kind === 'http404' || e.kind === 'notLoggedIn')) return;
        notice.error(e instanceof Error && e.message ? e.message : '提交失败，请稍后重试');
      },
    });
  };

  return (
    <PanelPage title="发起询价" width={960} centered>
    {company.id === null ? (
      <Empty text={MSG_NO_COMPANY} />
    ) : (
      <Stack gap="lg">
        <Text>
          询价企业：<strong>{company.name || `企业 ${company.id}`}</strong>
        </Text>
        <OtherCompanies exclude={company.id} value={others} onChange={setOthers} />
        <DraftList products={products} onEdit={setEditing} onDelete={(p) => void remove(p)} />
        <ProductForm
          key={editing?.key ?? (prefill ? 'prefilled' : 'new')}
          editing={editing}
          prefill={editing ? null : prefill}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
        <Group justify="space-between">
          <Text size="sm" className={classes.muted}>
            共 {products.length} 个产品
          </Text>
          <Button onClick={send} loading={add.isPending} disabled={add.isPending || editing !== null}>
            提交询价
          </Button>
        </Group>
        <Text size="xs" className={classes.muted}>
          提交后可在 <AppLink to="/myInquiry">我的询价</AppLink> 中查看报价。
        </Text>
      </Stack>
    )}
    </PanelPage>
  );
}
