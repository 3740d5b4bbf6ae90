// The audit log's summaries of 文章管理 (the answers' messages are the contract's).
const what = (a: { id: number; title: string }) => `${a.title}（ID ${a.id}）`;

export const summaryCreate = (a: { id: number; title: string }) => `新建文章：${what(a)}`;
export const summaryUpdate = (a: { id: number; title: string }) => `修改文章：${what(a)}`;
export const summaryStatus = (a: { id: number; title: string }, label: string) => `${label}：${what(a)}`;
