import { RichText, useIdParam } from '@ws/ui';
import { DetailFrame, DetailSection } from '@/shared/detail-frame';
import { useManagement } from '../api/use-management';
import { fileNameOf, ownFileUrl } from '../lib/own-file';
import { DetailHeader } from './detail-header';
import { DownloadLink } from './resource-files';
import classes from './detail.module.css';

/** /managementInfo?key=: title, time, the rich-text intro and a download link of the first resource file. */
export function ManagementDetail() {
  const id = useIdParam('key');
  const query = useManagement(id);
  return (
    <DetailFrame id={id} query={query}>
      {(item) => {
        const first = item.resource_items.find((f) => ownFileUrl(f.FileUrl) !== null);
        return (
          <>
            <DetailHeader item={item} author={false} />
            <RichText html={item.intro} />
            <DetailSection title="附件下载">
              {first ? (
                <div className={classes.file}>
                  <span className={classes.fileName}>{fileNameOf(first)}</span>
                  <DownloadLink file={first} />
                </div>
              ) : (
                <p className={classes.notice}>暂无附件</p>
              )}
            </DetailSection>
          </>
        );
      }}
    </DetailFrame>
  );
}
