import { IdcardOutlined } from '@ant-design/icons';
import { Pages } from '@lucina/contracts';
import { PageContainer } from '@/components/ui/page-container';
import { UpcomingFeature } from '@/components/ui/upcoming-feature';
import { routeText, upcomingCopy } from '../upcoming-copy';
import { LinkButton } from '@/components/ui/link-button';

export function OccupationRoute() {
  return (
    <PageContainer>
      <UpcomingFeature
        icon={<IdcardOutlined />}
        title={Pages.occupation.title}
        {...upcomingCopy.occupation}
        actions={
          <LinkButton to={Pages.surveyTest.path} shape="round">
            {routeText.goSurveyTest}
          </LinkButton>
        }
      />
    </PageContainer>
  );
}
