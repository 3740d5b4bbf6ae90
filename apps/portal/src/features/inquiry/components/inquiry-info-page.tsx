// /MyInquiryInfo?id (spec 01 §6 "Inquiry detail"): the inquirer, the time and the product list, and which
// companies have answered. Read by the inquirer and by the companies it was sent to (each sees only its own row).
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Text.css';
import { Button, Text } from '@mantine/core';
import type { InquiryDetail } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { AppLink, Empty, QueryState, useIdParam } from '@ws/ui';
import { PanelPage } from '@/shared/panel-page';
import { useInquiry } from '../api/inquiries';
import { ProductTable } from './product-table';
import classes from './inquiry.module.css';

function Detail({ inquiry }: { inquiry: InquiryDetail }) {
  return (
    <>
      <dl className={classes.facts}>
        <dt>询价单号</dt>
        <dd>{inquiry.order_no}</dd>
        <dt>询价人</dt>
        <dd>{inquiry.user_name}</dd>
        {inquiry.viewer === 'company' ? (
          <>
            <dt>联系电话</dt>
            <dd>{inquiry.user_phone}</dd>
          </>
        ) : null}
        <dt>询价时间</dt>
        <dd>{inquiry.create_time}</dd>
        <dt>询价企业</dt>
        <dd>
          {inquiry.companies.map((c) => (
            <div key={c.id}>
              {c.name}：{c.quoted ? `已报价（${c.quote_time}，有效期至 ${c.valid_until}${c.expired ? '，已过期' : ''}）` : '待报价'}
            </div>
          ))}
        </dd>
      </dl>
      <ProductTable items={inquiry.order_items} keyOf={(i) => i.id} imageOf={(i) => i.firstFile?.FileUrl} />
      <div className={classes.actions} style={{ marginTop: '1rem' }}>
        <Button component={AppLink} to={paths.MyInquiryCompany(inquiry.id)}>
          {inquiry.viewer === 'buyer' ? '查看报价与比价' : '填写报价'}
        </Button>
        <Button component={AppLink} to="/myInquiry" variant="default">
          返回我的询价
        </Button>
      </div>
    </>
  );
}

export function InquiryInfoPage() {
  const id = useIdParam('id');
  const query = useInquiry(id);
  return (
    <PanelPage title="询价详情" width={960} dense>
    {id === null ? <Empty text="询价单不存在" /> : <QueryState query={query}>{(d) => <Detail inquiry={d} />}</QueryState>}
    <Text size="xs" className={classes.muted} mt="md">
      报价自报价之日起 90 天内有效。
    </Text>
    </PanelPage>
  );
}
