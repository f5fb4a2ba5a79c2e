/**
 * The interest test: surveys and records, the report and its extras (occupations, resume reading), the
 * written narrative, and the planner's view of the latest result.
 */
export { assessmentRoutes } from './assessment.routes.js';
export { assessmentSeeder } from './assessment.seeder.js';
export { createAssessmentService } from './assessment.service.js';
export { createNarrativeService, createNarrativeWriter } from './narrative/index.js';
export { createOccupationCatalog } from './occupation.catalog.js';
export { plannerResultSource } from './planner-source.js';
export { moveVisitorRecords } from './record.repository.js';
export { reportExtrasRoutes } from './report-extras.routes.js';
export { createAssessmentReportService } from './report.service.js';
export { createResumeReader } from './resume-reader.js';
