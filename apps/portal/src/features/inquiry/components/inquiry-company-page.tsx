// /MyInquiryCompany?id: the quotes of one inquiry. A company's user (an inquiry sent to a company they own)
// answers each product with a unit price and a note, valid 90 days, and can print its quote. The inquirer
// sees the 比价表: one column per company, one row per product, the cheapest per row marked, and can print
// it or any company's quote (print stylesheet: only the document is printed).
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Button, Group, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ApiError, type InquiryComparison, type InquiryDetail } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { AppLink, Empty, formatYuan, notice, PageContainer, QueryState, useForm, useIdParam } from '@ws/ui';
import { useInquiry, useInquiryComparison, useQuoteInquiry } from '../api/inquiries';
import { quoteStart, subtotal, toQuotePayload, validateQuote, type QuoteFormValues } from '../lib/quote';
import classes from './inquiry.module.css';

export const MSG_QUOTED = '报价成功';

/** Print one document: it gets the document class for the print stylesheet, then the browser prints. */
function usePrint<T>(initial: T) {
  const [target, setTarget] = useState<T>(initial);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (!pending) return;
    setPending(false);
    window.print();
  }, [pending]);
  return { target, print: (t: T) => (setTarget(t), setPending(true)) };
}

/** One company's quote as a document: the inquiry, the products with unit price and subtotal, the total. */
function QuoteDocument({ inquiry, companyId, className }: { inquiry: InquiryDetail | InquiryComparison; companyId: number; className: string }) {
  const company = inquiry.companies.find((c) => c.id === companyId);
  const rows =
    'rows' in inquiry
      ? inquiry.rows.map((r) => {
          const cell = r.cells.find((c) => c.company_id === companyId);
          return { id: r.item_id, name: r.product_name, describe: r.product_describe, quantity: r.quantity, price: cell?.unit_price ?? null, note: cell?.note ?? '' };
        })
      : inquiry.order_items.map((i) => {
          const q = inquiry.quotes.find((x) => x.item_id === i.id && x.company_id === companyId);
          return { id: i.id, name: i.product_name, describe: i.product_describe, quantity: i.quantity, price: q?.unit_price ?? null, note: q?.note ?? '' };
        });
  let totalFen = 0n;
  for (const r of rows) if (r.price) totalFen += BigInt(subtotal(r.price, r.quantity).replace('.', ''));
  const total = `${totalFen / 100n}.${String(totalFen % 100n).padStart(2, '0')}`;
  return (
    <section className={className} aria-label={`报价单：${company?.name ?? ''}`}>
      <h2 className={classes.docTitle}>报价单</h2>
      <dl className={classes.facts}>
        <dt>报价企业</dt>
        <dd>{company?.name}</dd>
        <dt>询价单号</dt>
        <dd>{inquiry.order_no}</dd>
        <dt>询价人</dt>
        <dd>{inquiry.user_name}</dd>
        <dt>报价时间</dt>
        <dd>{company?.quote_time || '—'}</dd>
        <dt>有效期至</dt>
        <dd>{company?.valid_until || '—'}</dd>
        {company?.note ? (
          <>
            <dt>报价说明</dt>
            <dd>{company.note}</dd>
          </>
        ) : null}
      </dl>
      <table className={classes.table}>
        <thead>
          <tr>
            <th>产品名称</th>
            <th>描述</th>
            <th className={classes.num}>数量</th>
            <th className={classes.num}>单价（元）</th>
            <th className={classes.num}>小计（元）</th>
            <th>备注</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td>{r.name}</td>
              <td>{r.describe}</td>
              <td className={classes.num}>{r.quantity}</td>
              <td className={classes.num}>{r.price ?? '未报价'}</td>
              <td className={classes.num}>{r.price ? subtotal(r.price, r.quantity) : '—'}</td>
              <td>{r.note}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th colSpan={4}>合计（含税）</th>
            <th className={classes.num}>{total}</th>
            <th />
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

function QuoteForm({ inquiry, companyId }: { inquiry: InquiryDetail; companyId: number }) {
  const form = useForm<QuoteFormValues>({ initialValues: quoteStart(inquiry, companyId), validate: validateQuote });
  const quote = useQuoteInquiry();
  const company = inquiry.companies.find((c) => c.id === companyId);
  const { print } = usePrint(companyId);
  const submit = form.onSubmit((values) => {
    quote.mutate(toQuotePayload(inquiry.id, companyId, values), {
      onSuccess: () => notice.success(MSG_QUOTED),
      onError: (e) => {
        if (e instanceof ApiError && (e.kind === 'http404' || e.kind === 'notLoggedIn')) return;
        notice.error(e instanceof Error && e.message ? e.message : '报价失败，请稍后重试');
      },
    });
  });
  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate aria-label="填写报价" className={classes.noPrint}>
        <Stack gap="sm">
          <div className={classes.scroll}>
            <table className={classes.table} aria-label="报价产品">
              <thead>
                <tr>
                  <th>产品名称</th>
                  <th className={classes.num}>数量</th>
                  <th className={classes.num}>期望价格</th>
                  <th>单价（元）</th>
                  <th>备注</th>
                </tr>
              </thead>
              <tbody>
                {inquiry.order_items.map((item, n) => (
                  <tr key={item.id}>
                    <td>
                      {item.product_name}
                      {item.product_describe ? <div className={classes.muted}>{item.product_describe}</div> : null}
                    </td>
                    <td className={classes.num}>{item.quantity}</td>
                    <td className={classes.num}>{item.expected_price ? `¥${item.expected_price}` : '—'}</td>
                    <td style={{ minWidth: 120 }}>
                      <TextInput aria-label={`单价：${item.product_name}`} placeholder="如 99.50" inputMode="decimal" maxLength={12} {...form.getInputProps(`lines.${n}.unit_price`)} />
                    </td>
                    <td style={{ minWidth: 140 }}>
                      <TextInput aria-label={`备注：${item.product_name}`} maxLength={200} {...form.getInputProps(`lines.${n}.note`)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <TextInput label="报价说明" placeholder="如：含税含运费、交货期等（选填）" maxLength={200} {...form.getInputProps('note')} />
          <Text size="sm" className={classes.muted}>
            报价有效期 90 天{company?.valid_until ? `（当前报价有效期至 ${company.valid_until}）` : ''}。
          </Text>
          <Group gap="sm">
            <Button type="submit" loading={quote.isPending} disabled={quote.isPending}>
              {company?.quoted ? '更新报价' : '提交报价'}
            </Button>
            {company?.quoted ? (
              <Button variant="default" onClick={() => print(companyId)}>
                打印报价单
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
      {company?.quoted ? <QuoteDocument inquiry={inquiry} companyId={companyId} className={`${classes.printOnly} ${classes.document}`} /> : null}
    </Stack>
  );
}

function CompanySide({ inquiry }: { inquiry: InquiryDetail }) {
  const [companyId, setCompanyId] = useState(inquiry.companies[0]?.id ?? 0);
  if (inquiry.companies.length === 0) return <Empty />;
  return (
    <Stack gap="md">
      <Text size="sm">
        询价单号 {inquiry.order_no} · 询价人 {inquiry.user_name}（{inquiry.user_phone}） · {inquiry.create_time}
      </Text>
      {inquiry.companies.length > 1 ? (
        <SegmentedControl
          aria-label="报价企业"
          value={String(companyId)}
          onChange={(v) => setCompanyId(Number(v))}
          data={inquiry.companies.map((c) => ({ value: String(c.id), label: c.name }))}
        />
      ) : (
        <Text fw={600}>报价企业：{inquiry.companies[0]!.name}</Text>
      )}
      <QuoteForm key={companyId} inquiry={inquiry} companyId={companyId} />
    </Stack>
  );
}

function Comparison({ data }: { data: InquiryComparison }) {
  const { target, print } = usePrint<'compare' | number>('compare');
  const answered = data.companies.filter((c) => c.quoted);
  return (
    <Stack gap="md">
      <section className={target === 'compare' ? classes.document : undefined} aria-label="比价表">
        <h2 className={classes.docTitle}>比价表</h2>
        <Text size="sm" mb="xs">
          询价单号 {data.order_no} · 询价人 {data.user_name} · {data.create_time}
        </Text>
        <div className={classes.scroll}>
          <table className={classes.table}>
            <thead>
              <tr>
                <th>产品</th>
                <th className={classes.num}>数量</th>
                {data.companies.map((c) => (
                  <th key={c.id} scope="col">
                    {c.name}
                    <div className={classes.muted} style={{ fontWeight: 400 }}>
                      {c.quoted ? `有效期至 ${c.valid_until}${c.expired ? '（已过期）' : ''}` : '待报价'}
                    </div>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.rows.map((r) => (
                <tr key={r.item_id}>
                  <th scope="row" style={{ fontWeight: 400 }}>
                    {r.product_name}
                    {r.expected_price ? <div className={classes.muted}>期望价格 ¥{r.expected_price}</div> : null}
                  </th>
                  <td className={classes.num}>{r.quantity}</td>
                  {r.cells.map((c) => (
                    <td key={c.company_id} className={c.cheapest ? `${classes.num} ${classes.cheapest}` : classes.num}>
                      {c.unit_price ? (
                        <>
                          {formatYuan(c.unit_price)}
                          {c.cheapest ? <span className={classes.tag}>最低</span> : null}
                          <div className={classes.muted}>小计 {formatYuan(c.subtotal)}</div>
                          {c.note ? <div className={classes.muted}>{c.note}</div> : null}
                        </>
                      ) : (
                        <span className={classes.muted}>—</span>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th colSpan={2}>合计</th>
                {data.companies.map((c) => (
                  <th key={c.id} className={classes.num}>
                    {c.total ? formatYuan(c.total) : '—'}
                  </th>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      </section>
      {answered.length === 0 ? <Text className={classes.muted}>暂无企业报价，企业报价后将显示在比价表中。</Text> : null}
      <div className={`${classes.actions} ${classes.noPrint}`}>
        <Button variant="default" onClick={() => print('compare')}>
          打印比价表
        </Button>
        {answered.map((c) => (
          <Button key={c.id} variant="light" onClick={() => print(c.id)} aria-label={`打印报价单：${c.name}`}>
            打印 {c.name} 的报价单
          </Button>
        ))}
      </div>
      {typeof target === 'number' ? <QuoteDocument inquiry={data} companyId={target} className={`${classes.printOnly} ${classes.document}`} /> : null}
    </Stack>
  );
}

function BuyerSide({ inquiry }: { inquiry: InquiryDetail }) {
  const comparison = useInquiryComparison(inquiry.id);
  return <QueryState query={comparison}>{(d) => <Comparison data={d} />}</QueryState>;
}

export function InquiryCompanyPage() {
  const id = useIdParam('id');
  const query = useInquiry(id);
  return (
    <PageContainer>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'xl' }} maw={1100} mx="auto" my="xl">
        <Group justify="space-between" mb="md" className={classes.noPrint}>
          <Title order={1} size="h3">
            询价报价
          </Title>
          {id !== null ? (
            <Button component={AppLink} to={paths.MyInquiryInfo(id)} variant="subtle" size="compact-sm">
              询价详情
            </Button>
          ) : null}
        </Group>
        {id === null ? (
          <Empty text="询价单不存在" />
        ) : (
          <QueryState query={query}>{(d) => (d.viewer === 'company' ? <CompanySide inquiry={d} /> : <BuyerSide inquiry={d} />)}</QueryState>
        )}
      </Paper>
    </PageContainer>
  );
}
