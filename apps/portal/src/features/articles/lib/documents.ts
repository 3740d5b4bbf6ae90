import type { Article, FileRef } from '@ws/api-sdk';
import { fileExtension, ownStorageUrl } from '@/shared/own-storage-url';

export interface LawDocument {
  kind: 'pdf' | 'docx' | 'other';
  /** the validated same-origin URL */
  url: string;
  name: string;
}

const kindOf = (f: FileRef): LawDocument['kind'] => {
  const ext = fileExtension(f.FileName || f.FileUrl) || fileExtension(f.FileUrl);
  return ext === 'pdf' ? 'pdf' : ext === 'docx' || ext === 'doc' ? 'docx' : 'other';
};

/** The documents of a law article that come from our own storage (others are not shown). */
export function lawDocuments(article: Pick<Article, 'resource_items' | 'title'>): LawDocument[] {
  const out: LawDocument[] = [];
  for (const f of article.resource_items ?? []) {
    const url = ownStorageUrl(f.FileUrl);
    if (!url) continue;
    out.push({ kind: kindOf(f), url, name: f.FileName || `${article.title}.${fileExtension(url) || 'pdf'}` });
  }
  return out;
}
