// The audit log's summaries of 媒体管理 (the answers' messages are the contract's).
import { MEDIA_KIND_LABELS, type MediaKind } from '@ws/api-sdk/contract';

const what = (m: { id: number; name: string; kind: string }) => `${MEDIA_KIND_LABELS[m.kind as MediaKind] ?? m.kind}《${m.name}》（ID ${m.id}）`;

export const summaryCreate = (m: { id: number; name: string; kind: string }) => `新建${what(m)}`;
export const summaryUpdate = (m: { id: number; name: string; kind: string }) => `修改${what(m)}`;
export const summaryStatus = (m: { id: number; name: string; kind: string }, status: number) => `${status === 2 ? '下线' : '上线'}${what(m)}`;
