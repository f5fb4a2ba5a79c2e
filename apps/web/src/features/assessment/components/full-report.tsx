import { useEffect } from 'react';
import type { SurveyResultDetail } from '@lucina/contracts';
import { AiNarrative } from './ai-narrative';
import { ConsultantList } from './consultant-list';
import { OccupationList } from './occupation-list';
import { ProfileShape } from './profile-shape';
import { TypeInterpretations } from './type-interpretations';

type FullReportData = NonNullable<SurveyResultDetail['full']>;

/** Sections only members and buyers of this report receive. */
export function FullReport({
  recordId,
  full,
  onShown,
}: {
  recordId: string;
  full: FullReportData;
  /** Called once the sections are on the page (this module loads on first use). */
  onShown?: () => void;
}) {
  useEffect(() => onShown?.(), [onShown]);
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
