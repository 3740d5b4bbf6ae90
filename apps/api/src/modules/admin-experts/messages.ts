// The audit log's summaries of 专家管理 (the answers' messages are the contract's).
const what = (e: { id: number; name: string }) => `${e.name}（ID ${e.id}）`;

export const summaryCreate = (e: { id: number; name: string }) => `新建专家：${what(e)}`;
export const summaryUpdate = (e: { id: number; name: string }) => `修改专家：${what(e)}`;
export const summaryListed = (e: { id: number; name: string }, listed: 0 | 1) => `${listed === 1 ? '上架' : '下架'}专家：${what(e)}`;
export const summaryBind = (e: { id: number; name: string }, mobile: string) => (mobile ? `专家绑定会员：${what(e)} → ${mobile}` : `专家解除绑定：${what(e)}`);
