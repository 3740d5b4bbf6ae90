// The audit log's summaries of 分类管理 (the answers' messages are the contract's).
import { categoryGroupOf } from '@ws/api-sdk/contract';

export const groupLabel = (group: string) => categoryGroupOf(group)?.label ?? group;
const what = (c: { cateId: number; cateName: string; pCateValue: string }) => `${groupLabel(c.pCateValue)} · ${c.cateName}（ID ${c.cateId}）`;

export const summaryCreate = (c: { cateId: number; cateName: string; pCateValue: string }) => `新建分类：${what(c)}`;
export const summaryUpdate = (c: { cateId: number; cateName: string; pCateValue: string }) => `修改分类：${what(c)}`;
export const summaryDelete = (c: { cateId: number; cateName: string; pCateValue: string }) => `删除分类：${what(c)}`;
export const summarySort = (group: string) => `调整分类顺序：${groupLabel(group)}`;
