export { CoursePage } from './components/course-page';
export { OccupationPage } from './components/occupation-page';
export { ResultPage } from './components/result-page';
export { SurveyTestPage } from './components/survey-test-page';
