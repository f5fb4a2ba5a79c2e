import { CoursePage } from '@/features/assessment/pages';

export function CourseRoute() {
  return <CoursePage />;
}
