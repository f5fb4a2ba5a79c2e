import { Card, Collapse, Flex, Typography } from 'antd';
import { faqItems } from '@/features/legal/content/faq';
import { feedbackText as t } from '../locale';
import { FeedbackForm } from './feedback-form';
import { MyFeedback } from './my-feedback';

const cardStyle = { borderRadius: 16 };

/** /personal/helpFeedback: the FAQ, the feedback form and the caller's feedback. */
export function HelpFeedbackPage() {
  return (
    <Flex vertical gap={24}>
      <Card variant="borderless" style={cardStyle}>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {t.faqTitle}
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
      <Card variant="borderless" style={cardStyle}>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {t.formTitle}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t.formIntro}</Typography.Paragraph>
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
