import { CoursewareDetail } from '@/features/media/components/courseware-detail';

/** /courseware?key= (requiresLogin in the route table) */
export default function CoursewareScreen() {
  return <CoursewareDetail />;
}
