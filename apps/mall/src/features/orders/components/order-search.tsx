// The search of /myOrders: an order number, product or supplier name, and a period of order days, kept in
// the URL (reload, back and a shared link show the same orders). A period that is not one is refused here
// with the server's message, and nothing typed is lost.
import { isOrderPeriod, MAX_ORDER_KEYWORD, MSG_ORDER_PERIOD } from '@ws/api-sdk';
import type { OrderSearch as Search } from '@ws/routes';
import { useEffect, useId, useState, type FormEvent } from 'react';
import classes from './orders.module.css';

export const isSearching = (s: Search) => !!(s.keyword || s.start || s.end);

export function OrderSearch({ value, onSearch }: { value: Required<Search>; onSearch: (next: Required<Search>) => void }) {
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  // the URL's search, when it changes (back, a link, 重置): not on every render of the list, whose `value` is a
  // new object each time, or what was just typed would be replaced when the orders arrive
  const { keyword, start, end } = value;
  useEffect(() => setDraft({ keyword, start, end }), [keyword, start, end]);
  const change = (k: keyof Search, v: string) => {
    setDraft((d) => ({ ...d, [k]: v }));
    setError(null);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = { keyword: draft.keyword.trim(), start: draft.start, end: draft.end };
    if (!isOrderPeriod(next.start, next.end)) return setError(MSG_ORDER_PERIOD);
    onSearch(next);
  };
  const reset = () => {
    setError(null);
    onSearch({ keyword: '', start: '', end: '' });
  };
  const described = error ? errorId : undefined;
  return (
    <form className={classes.search} role="search" aria-label="搜索订单" onSubmit={submit} noValidate>
      <input
        className={classes.searchInput}
        aria-label="订单号、商品名称或供应商"
        placeholder="订单号 / 商品名称 / 供应商"
        maxLength={MAX_ORDER_KEYWORD}
        value={draft.keyword}
        onChange={(e) => change('keyword', e.currentTarget.value)}
      />
      <label className={classes.searchDate}>
        <span>下单日期</span>
        <input type="date" aria-label="下单开始日期" value={draft.start} aria-invalid={!!error} aria-describedby={described} onChange={(e) => change('start', e.currentTarget.value)} />
      </label>
      <span aria-hidden="true">至</span>
      <input type="date" aria-label="下单结束日期" value={draft.end} aria-invalid={!!error} aria-describedby={described} onChange={(e) => change('end', e.currentTarget.value)} />
      <button type="submit" className={classes.primary}>
        搜索
      </button>
      {isSearching(value) && (
        <button type="button" className={classes.button} onClick={reset}>
          重置
        </button>
      )}
      {error && (
        <p id={errorId} role="alert" className={classes.searchError}>
          {error}
        </p>
      )}
    </form>
  );
}
