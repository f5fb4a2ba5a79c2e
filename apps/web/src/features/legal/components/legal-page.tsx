import { Anchor, Card, Typography } from 'antd';
import { Link } from 'react-router';
import { Pages } from '@lucina/contracts';
import { useBreakpoint } from '@/hooks/use-breakpoint';
import type { LegalDoc } from '../content/types';
import { legalText } from '../locale';
import styles from './legal.module.css';

const sectionId = (index: number) => `legal-section-${index + 1}`;

/** Renders an agreement: title, date, intro, numbered sections, with a contents rail on wide screens. */
export function LegalPage({ doc }: { doc: LegalDoc }) {
  const breakpoint = useBreakpoint();
  const showContents = breakpoint === 'laptop' || breakpoint === 'desktop';

  return (
    <div className={showContents ? styles.withContents : undefined}>
      <Card className={styles.card} variant="borderless">
        <article>
          <header className={styles.header}>
            <Typography.Title level={1} className={styles.title}>
              {doc.title}
            </Typography.Title>
            <Typography.Text type="secondary">{legalText.updatedAt(doc.updatedAt)}</Typography.Text>
          </header>
          {doc.intro.map((paragraph, index) => (
            <Typography.Paragraph key={index} className={styles.paragraph}>
              {paragraph}
            </Typography.Paragraph>
          ))}
          {doc.sections.map((section, index) => (
            <section key={section.heading} id={sectionId(index)} className={styles.section}>
              <Typography.Title level={2} className={styles.heading}>
                {section.heading}
              </Typography.Title>
              {section.paragraphs.map((paragraph, p) => (
                <Typography.Paragraph key={p} className={styles.paragraph}>
                  {paragraph}
                </Typography.Paragraph>
              ))}
            </section>
          ))}
          <Typography.Paragraph type="secondary" className={styles.paragraph}>
            {legalText.aiServiceNote}
            <Link to={Pages.aboutAi.path}>《{legalText.aiService}》</Link>。
          </Typography.Paragraph>
        </article>
      </Card>
      {showContents && (
        <aside className={styles.contents} aria-label={legalText.contents}>
          <Typography.Text strong>{legalText.contents}</Typography.Text>
          <Anchor
            offsetTop={96}
            items={doc.sections.map((section, index) => ({
              key: sectionId(index),
              href: `#${sectionId(index)}`,
              title: section.heading,
            }))}
          />
        </aside>
      )}
    </div>
  );
}
