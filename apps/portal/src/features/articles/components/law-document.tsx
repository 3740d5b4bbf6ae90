import type { Article } from '@ws/api-sdk';
import { AppLink, RichText } from '@ws/ui';
import { paths } from '@ws/routes';
import { lawDocuments } from '../lib/documents';
import classes from './articles.module.css';

/**
 * A law article's document: a PDF inline (a frame of the file from our own storage) with a full-screen
 * preview and a download, a Word file as a download. Without a document, the intro text.
 */
export function LawDocument({ article }: { article: Pick<Article, 'title' | 'resource_items' | 'intro'> }) {
  const docs = lawDocuments(article);
  const pdf = docs.find((d) => d.kind === 'pdf');
  const downloads = docs.filter((d) => d !== pdf);
  if (docs.length === 0) return <RichText html={article.intro} />;
  return (
    <section className={classes.document} aria-label="法规全文">
      {pdf ? (
        <>
          <iframe className={classes.pdf} src={pdf.url} title={`${article.title}（PDF）`} />
          <div className={classes.docActions}>
            <AppLink to={paths.preview(pdf.url)} newTab className={classes.docLink}>
              全屏查看
            </AppLink>
            <a href={pdf.url} download={pdf.name} className={classes.docLink}>
              下载 PDF
            </a>
          </div>
        </>
      ) : null}
      {downloads.length > 0 ? (
        <ul className={classes.downloads} aria-label="附件下载">
          {downloads.map((d) => (
            <li key={d.url}>
              <a href={d.url} download={d.name} className={classes.docLink}>
                下载 {d.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
