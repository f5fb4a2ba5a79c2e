import { Card, Descriptions, Flex, Typography } from 'antd';
import { FilingLinks, Pages } from '@lucina/contracts';
import { LinkButton } from '@/components/ui/link-button';
import { useSiteConfig } from '@/hooks/use-site-config';
import { aiServiceText as t, legalText } from '../locale';
import styles from './legal.module.css';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Typography.Title level={2} id={id} className={styles.heading}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

const list = (items: readonly string[]) => (
  <ul className={styles.paragraph}>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

/** The public page on the AI: the model in use (from the deployment), what it does, its limits, labels, filings. */
export function AiServicePage() {
  const site = useSiteConfig().data;
  const model = site?.aiModel;
  const filings = [
    { label: t.icp, value: site?.icpFiling, href: FilingLinks.icp },
    { label: t.psb, value: site?.psbFiling, href: site?.psbFiling ? FilingLinks.psb(site.psbFiling) : '' },
    { label: t.genai, value: site?.genaiFiling, href: '' },
  ].filter((f) => f.value);
  return (
    <Card className={`${styles.card} ${styles.about}`} variant="borderless">
      <article>
        <header className={styles.header}>
          <Typography.Title level={1} className={styles.title}>
            {t.title}
          </Typography.Title>
          <Typography.Text type="secondary">{t.intro}</Typography.Text>
        </header>

        <Section id="ai-model" title={t.modelTitle}>
          {!model || model.offline ? (
            <>
              <Typography.Paragraph strong data-testid="ai-model">
                {t.offlineModel}
              </Typography.Paragraph>
              <Typography.Paragraph className={styles.paragraph}>{t.offlineNote}</Typography.Paragraph>
            </>
          ) : (
            <>
              <Descriptions column={1} size="small" bordered data-testid="ai-model">
                <Descriptions.Item label={t.modelName}>{model.model}</Descriptions.Item>
                {model.provider && <Descriptions.Item label={t.modelProvider}>{model.provider}</Descriptions.Item>}
              </Descriptions>
              <Typography.Paragraph className={styles.paragraph} style={{ marginTop: 12 }}>
                {t.onlineNote}
              </Typography.Paragraph>
            </>
          )}
        </Section>

        <Section id="ai-does" title={t.doesTitle}>
          {list(t.does)}
        </Section>
        <Section id="ai-limits" title={t.limitsTitle}>
          {list(t.limits)}
        </Section>
        <Section id="ai-labels" title={t.labelTitle}>
          {list(t.labels)}
        </Section>
        <Section id="ai-report" title={t.reportTitle}>
          <Typography.Paragraph className={styles.paragraph}>{t.report}</Typography.Paragraph>
        </Section>
        <Section id="ai-filings" title={t.filingTitle}>
          {filings.length ? (
            <Descriptions column={1} size="small" bordered>
              {filings.map((f) => (
                <Descriptions.Item key={f.label} label={f.label}>
                  {f.href ? (
                    <Typography.Link href={f.href} target="_blank" rel="noopener noreferrer">
                      {f.value}
                    </Typography.Link>
                  ) : (
                    f.value
                  )}
                </Descriptions.Item>
              ))}
            </Descriptions>
          ) : (
            <Typography.Paragraph type="secondary">{t.noFiling}</Typography.Paragraph>
          )}
        </Section>

        <Flex gap={12} wrap style={{ marginTop: 24 }}>
          <LinkButton to={Pages.helpFeedback.path} shape="round" type="primary">
            {t.reportLink}
          </LinkButton>
          <LinkButton to={Pages.agreement.path} shape="round">
            {legalText.userAgreement}
          </LinkButton>
        </Flex>
      </article>
    </Card>
  );
}
