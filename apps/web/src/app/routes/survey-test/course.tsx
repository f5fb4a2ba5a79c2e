import { CoursePage } from '@/features/assessment/components/course-page';

export function CourseRoute() {
  return <CoursePage />;
}
