import { Flex, Tag } from 'antd';
import { ExperimentOutlined } from '@ant-design/icons';
import { Pages } from '@lucina/contracts';
import { PageContainer } from '@/components/ui/page-container';
import { UpcomingFeature } from '@/components/ui/upcoming-feature';
import { routeText, upcomingCopy } from '../upcoming-copy';

export function SurveyTestRoute() {
  return (
    <PageContainer>
      <UpcomingFeature icon={<ExperimentOutlined />} title={Pages.surveyTest.title} {...upcomingCopy.surveyTest}>
        <Flex wrap gap={8} justify="center">
          {routeText.riasecTypes.map((type) => (
            <Tag key={type} color="purple">
              {type}
            </Tag>
          ))}
        </Flex>
      </UpcomingFeature>
    </PageContainer>
  );
}
