/** /detailPages?key={articleId}&currentName={list name} (spec 01 §2 Article detail). */
export const articleDetailHref = (id: number, currentName: string): string =>
  `/detailPages?${new URLSearchParams({ key: String(id), currentName }).toString()}`;
