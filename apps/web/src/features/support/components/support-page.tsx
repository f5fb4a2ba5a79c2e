import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Button, Card, Typography } from 'antd';
import {
  ClockCircleOutlined,
  CommentOutlined,
  CustomerServiceOutlined,
  GiftOutlined,
  MessageOutlined,
  MobileOutlined,
  RobotOutlined,
} from '@ant-design/icons';
import type { PageName } from '@lucina/contracts';
import { FaqList, useSiteHelp } from '@/features/site';
import { useGuardedNavigate } from '@/hooks/use-guarded-navigate';
import { supportPageText } from '../page-locale';
import styles from './support-page.module.css';

const t = supportPageText;

const CHANNELS: Record<(typeof t.channels)[number]['key'], { icon: ReactNode; page: PageName }> = {
  feedback: { icon: <MessageOutlined />, page: 'helpFeedback' },
  consultant: { icon: <CustomerServiceOutlined />, page: 'market' },
  assistant: { icon: <RobotOutlined />, page: 'home' },
};

function Steps({
  id,
  icon,
  title,
  steps,
  active,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  steps: readonly string[];
  active: boolean;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`${styles.panel} ${active ? styles.active : ''}`}>
      <Typography.Title level={2} id={`${id}-title`} className={styles.panelTitle}>
        <span className={styles.panelIcon} aria-hidden="true">
          {icon}
        </span>
        {title}
      </Typography.Title>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

/** /support: how to reach a person; the default target of every contact QR code. */
export function SupportPage() {
  const { hash } = useLocation();
  const go = useGuardedNavigate();
  const target = hash.slice(1);
  const help = useSiteHelp().data;

  // A QR may point at a section (#gift, #mini-program): bring it into view once the page is drawn.
  useEffect(() => {
    if (target) document.getElementById(target)?.scrollIntoView({ block: 'start' });
  }, [target]);

  return (
    <article className={styles.page}>
      <header className={styles.hero}>
        <Typography.Title level={1} className={styles.title}>
          {t.title}
        </Typography.Title>
        {help && (
          <>
            <Typography.Paragraph className={styles.intro}>{help.texts.supportIntro}</Typography.Paragraph>
            <div className={styles.hours}>
              <span>
                <ClockCircleOutlined aria-hidden="true" /> {help.texts.serviceHours}
              </span>
              <span>
                <CommentOutlined aria-hidden="true" /> {help.texts.replyTime}
              </span>
            </div>
          </>
        )}
      </header>

      <div className={styles.channels}>
        {t.channels.map((channel) => (
          <Card key={channel.key} variant="borderless" className={styles.channel}>
            <span className={styles.channelIcon} aria-hidden="true">
              {CHANNELS[channel.key].icon}
            </span>
            <Typography.Title level={3} className={styles.channelTitle}>
              {channel.title}
            </Typography.Title>
            <Typography.Paragraph type="secondary" className={styles.channelText}>
              {channel.text}
            </Typography.Paragraph>
            <Button shape="round" onClick={() => go(CHANNELS[channel.key].page)}>
              {channel.action}
            </Button>
          </Card>
        ))}
      </div>

      <div className={styles.panels}>
        <Steps id="gift" icon={<GiftOutlined />} title={t.giftTitle} steps={t.giftSteps} active={target === 'gift'} />
        <Steps
          id="mini-program"
          icon={<MobileOutlined />}
          title={t.miniProgramTitle}
          steps={t.miniProgramSteps}
          active={target === 'mini-program'}
        />
      </div>

      <Card variant="borderless" className={styles.faq}>
        <Typography.Title level={2} className={styles.panelTitle}>
          {t.faqTitle}
        </Typography.Title>
        {/* The questions operators mark as the ones people most often bring to support. */}
        <FaqList items={help?.faq.filter((item) => item.featured)} />
        <Button type="link" onClick={() => go('helpFeedback')} className={styles.more}>
          {t.faqMore}
        </Button>
      </Card>
    </article>
  );
}
