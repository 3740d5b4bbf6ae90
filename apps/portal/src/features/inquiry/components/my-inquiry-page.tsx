// /myInquiry (spec 01 §6 "My inquiry list"): the caller's inquiries, 20 a page, each with its order number,
// time and items, and 详情 / 报价 buttons. A company's user also has the tab of the inquiries sent to their
// companies (收到的询价), where each is answered. Page and tab live in the URL.
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Tabs.css';
import { Button, Stack, Tabs, Text } from '@mantine/core';
import type { InquirySummary, Page } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { AppLink, Pager, QueryState, useListParams, type QueryStateProps } from '@ws/ui';
import { PanelPage } from '@/shared/panel-page';
import { INQUIRY_PAGE_SIZE, useMyInquiries, useReceivedInquiries } from '../api/inquiries';
import classes from './inquiry.module.css';

function InquiryCard({ inquiry, children }: { inquiry: InquirySummary; children: React.ReactNode }) {
  return (
    <li className={classes.card} aria-label={`询价单 ${inquiry.order_no}`}>
      <div className={classes.cardHead}>
        <span>询价单号：{inquiry.order_no}</span>
        <span>询价时间：{inquiry.create_time}</span>
      </div>
      <ul className={classes.items}>
        {inquiry.order_items.map((i) => (
          <li key={i.id}>
            {i.product_name} × {i.amount}
            {i.price ? <span className={classes.muted}>（期望价格 ¥{i.price}）</span> : null}
          </li>
        ))}
      </ul>
      {children}
    </li>
  );
}

const quotedCount = (i: InquirySummary) => i.companies.filter((c) => c.quoted === 1).length;

interface InquiryListProps<T extends InquirySummary> {
  query: QueryStateProps<Page<T>>['query'];
  page: number;
  setPage: (p: number) => void;
  keyOf: (inquiry: T) => string | number;
  /** the line under the items (who asked whom, the quotes) */
  note: (inquiry: T) => string;
  /** the text of the second button (to /MyInquiryCompany) */
  quoteLabel: (inquiry: T) => string;
}

function InquiryList<T extends InquirySummary>({ query, page, setPage, keyOf, note, quoteLabel }: InquiryListProps<T>) {
  return (
    <QueryState query={query} isEmpty={(d) => d.items.length === 0}>
      {(data) => (
        <Stack gap="sm">
          <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '0.75rem' }}>
            {data.items.map((inq) => (
              <InquiryCard key={keyOf(inq)} inquiry={inq}>
                <Text size="sm" className={classes.muted}>
                  {note(inq)}
                </Text>
                <div className={classes.actions} style={{ marginTop: '0.5rem' }}>
                  <Button component={AppLink} to={paths.MyInquiryInfo(inq.id)} size="compact-sm" variant="light" aria-label={`详情：${inq.order_no}`}>
                    详情
                  </Button>
                  <Button component={AppLink} to={paths.MyInquiryCompany(inq.id)} size="compact-sm" aria-label={`${quoteLabel(inq)}：${inq.order_no}`}>
                    {quoteLabel(inq)}
                  </Button>
                </div>
              </InquiryCard>
            ))}
          </ul>
          <Pager total={data.total} pageSize={INQUIRY_PAGE_SIZE} page={page} onChange={setPage} />
        </Stack>
      )}
    </QueryState>
  );
}

function SentList({ page, setPage }: { page: number; setPage: (p: number) => void }) {
  const query = useMyInquiries(page);
  return (
    <InquiryList
      query={query}
      page={page}
      setPage={setPage}
      keyOf={(inq) => inq.id}
      note={(inq) => `询价企业：${inq.companies.map((c) => c.name).join('、')}；已报价 ${quotedCount(inq)}/${inq.companies.length}`}
      quoteLabel={() => '报价'}
    />
  );
}

function ReceivedList({ page, setPage }: { page: number; setPage: (p: number) => void }) {
  const query = useReceivedInquiries(page);
  return (
    <InquiryList
      query={query}
      page={page}
      setPage={setPage}
      keyOf={(inq) => `${inq.id}-${inq.company_id}`}
      note={(inq) => `询价人：${inq.user_name}；收件企业：${inq.company_name}；${inq.quoted ? '已报价' : '待报价'}`}
      quoteLabel={(inq) => (inq.quoted ? '修改报价' : '去报价')}
    />
  );
}

export function MyInquiryPage() {
  const { page, values, setPage, setFilters } = useListParams(['tab']);
  const tab = values.tab === 'received' ? 'received' : 'sent';
  return (
    <PanelPage title="我的询价" width={960} dense>
    <Tabs value={tab} onChange={(v) => setFilters({ tab: v === 'received' ? 'received' : null })} keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="sent">我发起的询价</Tabs.Tab>
        <Tabs.Tab value="received">收到的询价</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="sent">
        <SentList page={page} setPage={setPage} />
      </Tabs.Panel>
      <Tabs.Panel value="received">
        <ReceivedList page={page} setPage={setPage} />
      </Tabs.Panel>
    </Tabs>
    </PanelPage>
  );
}
