// The audit log's summaries of 帮助管理 (the answers' messages are the contract's).
const what = (h: { id: number; name: string }) => `${h.name}（ID ${h.id}）`;

export const summaryCreate = (h: { id: number; name: string }) => `新建帮助内容：${what(h)}`;
export const summaryUpdate = (h: { id: number; name: string }) => `修改帮助内容：${what(h)}`;
export const summaryDelete = (h: { id: number; name: string }) => `删除帮助内容：${what(h)}`;
export const summarySort = (cate: { cateId: number; cateName: string }) => `调整帮助内容顺序：${cate.cateName}（ID ${cate.cateId}）`;
