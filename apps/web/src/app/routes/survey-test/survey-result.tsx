import { FileSearchOutlined } from '@ant-design/icons';
import { Pages } from '@lucina/contracts';
import { PageContainer } from '@/components/ui/page-container';
import { UpcomingFeature } from '@/components/ui/upcoming-feature';
import { routeText, upcomingCopy } from '../upcoming-copy';
import { LinkButton } from '@/components/ui/link-button';

export function SurveyResultRoute() {
  return (
    <PageContainer>
      <UpcomingFeature
        icon={<FileSearchOutlined />}
        title={Pages.surveyResult.title}
        {...upcomingCopy.surveyResult}
        actions={
          <LinkButton to={Pages.surveyTest.path} shape="round">
            {routeText.goSurveyTest}
          </LinkButton>
        }
      />
    </PageContainer>
  );
}
