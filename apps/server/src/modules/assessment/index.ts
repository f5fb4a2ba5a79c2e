/**
 * The interest test: surveys and records, the report and its extras (occupations, resume reading), the
 * written narrative, and the planner's view of the latest result.
 */
export { assessmentRoutes } from './assessment.routes.js';
export { assessmentSeeder } from './assessment.seeder.js';
export { createAssessmentService, type AssessmentService } from './assessment.service.js';
export { createNarrativeService, createNarrativeWriter, type NarrativeService } from './narrative/index.js';
export { createOccupationCatalog, type OccupationCatalog } from './occupation.catalog.js';
export { plannerResultSource } from './planner-source.js';
export { moveVisitorRecords } from './record.repository.js';
export { reportExtrasRoutes } from './report-extras.routes.js';
export { createAssessmentReportService, type AssessmentReportService } from './report.service.js';
export { createResumeReader, type ResumeReader } from './resume-reader.js';
