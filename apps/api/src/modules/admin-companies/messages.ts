// The audit log's summaries of 企业管理 (the answers' messages are the contract's).
const what = (c: { id: number; name: string }) => `${c.name}（ID ${c.id}）`;

export const summaryCreate = (c: { id: number; name: string }) => `新建企业：${what(c)}`;
export const summaryUpdate = (c: { id: number; name: string }) => `修改企业：${what(c)}`;
export const summaryListed = (c: { id: number; name: string }, listed: 0 | 1) => `${listed === 1 ? '上架' : '下架'}企业：${what(c)}`;
