// The audit log's summaries of 广告与导航 (the answers' messages are the contract's).
import { AD_SLOT_LABELS, type AdSlot } from '@ws/api-sdk/contract';

const slot = (cateValue: string) => AD_SLOT_LABELS[cateValue as AdSlot] ?? cateValue;
const what = (a: { id: number; title: string; cateValue: string }) => `${slot(a.cateValue)} · ${a.title}（ID ${a.id}）`;

export const summaryCreate = (a: { id: number; title: string; cateValue: string }) => `新建广告：${what(a)}`;
export const summaryUpdate = (a: { id: number; title: string; cateValue: string }) => `修改广告：${what(a)}`;
export const summaryDelete = (a: { id: number; title: string; cateValue: string }) => `删除广告：${what(a)}`;
export const summarySort = (cateValue: string) => `调整广告顺序：${slot(cateValue)}`;
