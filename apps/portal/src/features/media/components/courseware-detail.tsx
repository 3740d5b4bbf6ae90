import { RichText, useIdParam } from '@ws/ui';
import { DetailFrame, DetailSection } from '@/shared/detail-frame';
import { useCourseware } from '../api/use-courseware';
import { DetailHeader } from './detail-header';
import { ResourceFiles } from './resource-files';

/** /courseware?key= (login required): title, time, intro and the resource files (PDF inline, download). */
export function CoursewareDetail() {
  const id = useIdParam('key');
  const query = useCourseware(id);
  return (
    <DetailFrame id={id} query={query}>
      {(course) => (
        <>
          <DetailHeader item={course} />
          <DetailSection title="课件简介">
            <RichText html={course.intro} />
          </DetailSection>
          <DetailSection title="课件文件">
            <ResourceFiles files={course.resource_items} />
          </DetailSection>
        </>
      )}
    </DetailFrame>
  );
}
