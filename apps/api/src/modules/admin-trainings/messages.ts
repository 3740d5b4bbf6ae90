// The audit log's summaries of 培训管理 (the answers' messages are the contract's).
const what = (t: { id: number; name: string }) => `${t.name}（ID ${t.id}）`;

export const summaryCreate = (t: { id: number; name: string }) => `新建培训：${what(t)}`;
export const summaryUpdate = (t: { id: number; name: string }) => `修改培训：${what(t)}`;
