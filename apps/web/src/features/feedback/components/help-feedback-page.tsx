import { Card, Flex, Typography } from 'antd';
import { FaqList, useSiteHelp } from '@/features/site';
import { feedbackText as t } from '../locale';
import { FeedbackForm } from './feedback-form';
import { MyFeedback } from './my-feedback';

const cardStyle = { borderRadius: 16 };

/** /personal/helpFeedback: the FAQ, the feedback form and the caller's feedback. */
export function HelpFeedbackPage() {
  const help = useSiteHelp().data;
  return (
    <Flex vertical gap={24}>
      <Card variant="borderless" style={cardStyle}>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {t.faqTitle}
        </Typography.Title>
        <FaqList items={help?.faq} />
      </Card>
      <Card variant="borderless" style={cardStyle}>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {t.formTitle}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{help?.texts.feedbackIntro}</Typography.Paragraph>
        <FeedbackForm />
      </Card>
      <Card variant="borderless" style={cardStyle}>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {t.mineTitle}
        </Typography.Title>
        <MyFeedback />
      </Card>
    </Flex>
  );
}
