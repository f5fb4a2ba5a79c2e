import type { SurveyResultDetail } from '@lucina/contracts';
import { AiNarrative } from './ai-narrative';
import { ConsultantList } from './consultant-list';
import { OccupationList } from './occupation-list';
import { ProfileShape } from './profile-shape';
import { TypeInterpretations } from './type-interpretations';

type FullReportData = NonNullable<SurveyResultDetail['full']>;

/** Sections only members and buyers of this report receive. */
export function FullReport({ recordId, full }: { recordId: string; full: FullReportData }) {
  return (
    <>
      <AiNarrative recordId={recordId} />
      <TypeInterpretations types={full.types} />
      <ProfileShape consistency={full.consistency} differentiation={full.differentiation} />
      <OccupationList recordId={recordId} />
      <ConsultantList recordId={recordId} />
    </>
  );
}
