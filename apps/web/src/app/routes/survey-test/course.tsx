import { ReadOutlined } from '@ant-design/icons';
import { Pages } from '@lucina/contracts';
import { PageContainer } from '@/components/ui/page-container';
import { UpcomingFeature } from '@/components/ui/upcoming-feature';
import { routeText, upcomingCopy } from '../upcoming-copy';
import { LinkButton } from '@/components/ui/link-button';

export function CourseRoute() {
  return (
    <PageContainer>
      <UpcomingFeature
        icon={<ReadOutlined />}
        title={Pages.course.title}
        {...upcomingCopy.course}
        actions={
          <LinkButton to={Pages.surveyTest.path} shape="round">
            {routeText.goSurveyTest}
          </LinkButton>
        }
      />
    </PageContainer>
  );
}
