import { Card, Collapse, Flex, Typography } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { UpcomingFeature } from '@/components/ui/upcoming-feature';
import { faqItems } from '@/features/legal/content/faq';
import { routeText, upcomingCopy } from '../upcoming-copy';

export function HelpFeedbackRoute() {
  return (
    <Flex vertical gap={24}>
      <Card variant="borderless" style={{ borderRadius: 16 }}>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {routeText.faqTitle}
        </Typography.Title>
        <Collapse
          ghost
          items={faqItems.map((item) => ({
            key: item.question,
            label: item.question,
            children: <Typography.Paragraph style={{ margin: 0 }}>{item.answer}</Typography.Paragraph>,
          }))}
        />
      </Card>
      <UpcomingFeature
        icon={<QuestionCircleOutlined />}
        title={routeText.feedbackTitle}
        {...upcomingCopy.helpFeedback}
      />
    </Flex>
  );
}
