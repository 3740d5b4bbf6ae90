import type { FileRef } from '@ws/api-sdk';
import { fileNameOf, isPdf, ownFileUrl } from '../lib/own-file';
import classes from './detail.module.css';

/** A download link of one file of our storage, named by the file (下载 + name for screen readers). */
export function DownloadLink({ file, label = '下载' }: { file: FileRef; label?: string }) {
  const url = ownFileUrl(file.FileUrl);
  const name = fileNameOf(file);
  if (!url) return null;
  return (
    <a className={classes.download} href={url} download={name} aria-label={`${label}：${name}`}>
      {label}
    </a>
  );
}

/**
 * The resource files of a courseware: each with its name and a download link; the first PDF is also
 * shown inline (an iframe of our own file URL). Files outside our storage are not linked.
 */
export function ResourceFiles({ files }: { files: FileRef[] }) {
  const own = files.filter((f) => ownFileUrl(f.FileUrl) !== null);
  if (own.length === 0) return <p className={classes.notice}>暂无课件文件</p>;
  const pdf = own.find((f) => isPdf(f.FileName || f.FileUrl));
  return (
    <>
      <ul className={classes.files} aria-label="课件文件">
        {own.map((f) => (
          <li key={f.FileUrl} className={classes.file}>
            <span className={classes.fileName}>{fileNameOf(f)}</span>
            <DownloadLink file={f} />
          </li>
        ))}
      </ul>
      {pdf ? <iframe className={classes.viewer} src={ownFileUrl(pdf.FileUrl) ?? undefined} title={`预览：${fileNameOf(pdf)}`} /> : null}
    </>
  );
}
