// The audit log's summaries of 商品审核 (the answers' messages, 已通过 / 已驳回 / 已下架 …, are the contract's).
const what = (p: { id: number; name: string }) => `${p.name}（ID ${p.id}）`;

export const summaryApprove = (p: { id: number; name: string }, change: boolean) => `${change ? '通过商品修改' : '通过商品审核'}：${what(p)}`;
export const summaryReject = (p: { id: number; name: string }, reason: string, change: boolean) => `${change ? '驳回商品修改' : '驳回商品'}：${what(p)}（${reason}）`;
export const summaryTakeDown = (p: { id: number; name: string }, reason: string) => `下架商品：${what(p)}（${reason}）`;
