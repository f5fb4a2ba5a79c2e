import { Card, Flex, Typography } from 'antd';
import { Pages } from '@lucina/contracts';
import { LinkButton } from '@/components/ui/link-button';
import { CC_BY_4_URL, legalText } from '../locale';
import styles from './legal.module.css';

const t = legalText.about;

/** About Lucina, plus the attribution the O*NET CC BY 4.0 licence and the IIP credit require. */
export function AboutPage() {
  return (
    <Card className={`${styles.card} ${styles.about}`} variant="borderless">
      <article>
        <header className={styles.header}>
          <Typography.Title level={1} className={styles.title}>
            {t.title}
          </Typography.Title>
        </header>
        {t.intro.map((paragraph) => (
          <Typography.Paragraph key={paragraph}>{paragraph}</Typography.Paragraph>
        ))}

        <section aria-labelledby="data-sources">
          <Typography.Title level={2} id="data-sources" className={styles.heading}>
            {t.sourcesTitle}
          </Typography.Title>
          <Typography.Paragraph>{t.sourcesIntro}</Typography.Paragraph>

          <div className={styles.source}>
            <Typography.Title level={3} className={styles.heading} style={{ marginTop: 0 }}>
              {t.onetTitle}
            </Typography.Title>
            <Typography.Paragraph>{t.onetZh}</Typography.Paragraph>
            <Typography.Paragraph lang="en" className={styles.english}>
              {t.onetEn}
            </Typography.Paragraph>
            <Typography.Link href={CC_BY_4_URL} target="_blank" rel="noopener noreferrer">
              {t.licenseLink}
            </Typography.Link>
          </div>

          <div className={styles.source}>
            <Typography.Title level={3} className={styles.heading} style={{ marginTop: 0 }}>
              {t.iipTitle}
            </Typography.Title>
            <Typography.Paragraph>{t.iipZh}</Typography.Paragraph>
            <Typography.Paragraph lang="en" className={styles.english}>
              {t.iipEn}
            </Typography.Paragraph>
          </div>
        </section>

        <Flex gap={12} wrap>
          <LinkButton to={Pages.agreement.path} shape="round">
            {legalText.userAgreement}
          </LinkButton>
          <LinkButton to={Pages.agreementMember.path} shape="round">
            {legalText.memberAgreement}
          </LinkButton>
          <LinkButton to={Pages.aboutAi.path} shape="round">
            {legalText.aiService}
          </LinkButton>
        </Flex>
      </article>
    </Card>
  );
}
