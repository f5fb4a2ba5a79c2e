export { resultDetailQueryOptions } from './api/get-result-detail';
export { typeLabelsQueryOptions } from './api/get-type-labels';
export { IntroHero } from './components/intro-hero';
export { ReportSummary } from './components/report-summary';
export { DEFAULT_QUESTION_COUNT } from './components/survey-index';
