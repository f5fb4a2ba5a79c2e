import type { ReactNode } from 'react';
import { Card, Flex, Tag, Typography } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import styles from './upcoming-feature.module.css';

export interface UpcomingFeatureProps {
  icon: ReactNode;
  title: string;
  /** What the page is for, in one or two sentences. */
  purpose: string;
  /** What will appear here, and when. */
  availability: string;
  /** Real content that already works (e.g. the user's level), shown above the actions. */
  children?: ReactNode;
  actions?: ReactNode;
}

/** Honest empty state for a page whose feature has not shipped: says what it is for and what comes. */
export function UpcomingFeature({ icon, title, purpose, availability, children, actions }: UpcomingFeatureProps) {
  return (
    <Card className={styles.card} variant="borderless">
      <Flex vertical align="center" gap={16} className={styles.body}>
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
        <Typography.Title level={3} className={styles.title}>
          {title}
        </Typography.Title>
        <Typography.Paragraph className={styles.purpose}>{purpose}</Typography.Paragraph>
        <Tag icon={<ClockCircleOutlined />} color="processing" className={styles.tag}>
          {availability}
        </Tag>
        {children}
        {actions && (
          <Flex gap={12} wrap justify="center">
            {actions}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
