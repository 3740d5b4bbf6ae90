// The audit log's summaries of 系统设置 (the answers' messages, 保存成功 / 已删除 …, are the contract's).
import type { DictEntry } from '@ws/api-sdk/contract';

export const SUMMARY_TRANSFER = '修改收款账户（线下转账页面显示的银行账户）';
export const SUMMARY_SHIPPING = '修改运费规则';
export const SUMMARY_TRADE = '修改交易时限（报价有效期、未付款订单时限、自动确认收货）';
const what = (e: Pick<DictEntry, 'dict_label' | 'dict_value'>) => `${e.dict_label}（${e.dict_value}）`;
export const summaryExpressAdd = (e: DictEntry) => `新增快递公司：${what(e)}`;
export const summaryExpressUpdate = (e: DictEntry) => `修改快递公司：${what(e)}`;
export const summaryExpressRemove = (e: DictEntry) => `删除快递公司：${what(e)}`;
