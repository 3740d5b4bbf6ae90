// /myProfitMoney, /myApplyToCash, /myApplyWithdrawal: the spec makes these placeholders with sample figures
// (no real data is shown); each page says so (示例数据). Earnings and withdrawals list 10 a page.
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import { Button, TextInput } from '@mantine/core';
import { AppLink, notice } from '@ws/ui';
import classes from './personal.module.css';

export const SAMPLE_NOTE = '示例数据：本页数字仅为演示，不是您的真实数据';

const SampleNote = () => (
  <p className={classes.sample} role="note">
    {SAMPLE_NOTE}
  </p>
);

const PROFITS = [
  { id: 1, remark: '推广收益', time: '2026-05-20 10:12:00', amount: '+128.00' },
  { id: 2, remark: '推广收益', time: '2026-05-12 16:40:00', amount: '+56.50' },
  { id: 3, remark: '提现', time: '2026-05-02 09:00:00', amount: '-100.00' },
];

export function ProfitMoneySample() {
  return (
    <>
      <SampleNote />
      <div className={classes.cards}>
        <div className={classes.card}>
          <div className={classes.cardValue}>¥84.50</div>
          <div className={classes.cardLabel}>可提现收益（元）</div>
        </div>
      </div>
      <Button component={AppLink} to="/myApplyWithdrawal">
        申请提现
      </Button>
      <h2 className={classes.sectionTitle}>收益明细</h2>
      <ul className={classes.rows} aria-label="收益明细">
        {PROFITS.map((r) => (
          <li key={r.id} className={classes.row}>
            <span className={classes.rowMain}>
              {r.remark}
              <br />
              <span className={classes.muted}>{r.time}</span>
            </span>
            <span className={r.amount.startsWith('+') ? classes.plus : classes.minus}>{r.amount}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

const CASHES = [
  { id: 1, time: '2026-05-02 09:00:00', amount: '100.00', status: '已到账' },
  { id: 2, time: '2026-04-11 14:20:00', amount: '50.00', status: '审核中' },
];

export function ApplyToCashSample() {
  return (
    <>
      <SampleNote />
      <ul className={classes.rows} aria-label="我的提现">
        {CASHES.map((r) => (
          <li key={r.id} className={classes.row}>
            <span className={classes.rowMain}>
              提现 ¥{r.amount}
              <br />
              <span className={classes.muted}>{r.time}</span>
            </span>
            <span>{r.status}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

export function ApplyWithdrawalSample() {
  return (
    <>
      <SampleNote />
      <form
        className={classes.form}
        aria-label="申请提现"
        onSubmit={(e) => {
          e.preventDefault();
          notice.info('提现功能暂未开通，本页为示例');
        }}
      >
        <TextInput label="可提现金额（元）" value="84.50" readOnly mb="md" />
        <TextInput label="提现金额（元）" defaultValue="84.50" inputMode="decimal" mb="md" />
        <Button type="submit">提交申请</Button>
      </form>
    </>
  );
}
