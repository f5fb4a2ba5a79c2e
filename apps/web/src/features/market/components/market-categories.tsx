import { Card, Typography } from 'antd';
import { ArrowRightOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { MarketConfigLabels } from '@lucina/contracts';
import { retainCapitalPath } from '@/config/paths';
import { marketText } from '../locale';
import styles from './market.module.css';

const categories = Object.entries(MarketConfigLabels).map(([id, label]) => ({ id: Number(id), label }));

/** The service categories of the market (config ids of SPEC §2), each opening its detail page. */
export function MarketCategories() {
  const navigate = useNavigate();
  return (
    <section>
      <header className={styles.header}>
        <Typography.Title level={2} className={styles.title}>
          {marketText.title}
        </Typography.Title>
        <Typography.Paragraph type="secondary" className={styles.subtitle}>
          {marketText.subtitle}
        </Typography.Paragraph>
      </header>
      <ul className={styles.grid}>
        {categories.map(({ id, label }) => (
          <li key={id}>
            <Card hoverable className={styles.card}>
              <Typography.Title level={5} className={styles.cardTitle}>
                {label}
              </Typography.Title>
              <Typography.Paragraph type="secondary" className={styles.cardText}>
                {marketText.descriptions[id]}
              </Typography.Paragraph>
              <button
                type="button"
                className={styles.cta}
                aria-label={`${marketText.viewDetail}：${label}`}
                onClick={() => void navigate(retainCapitalPath(id))}
              >
                {marketText.viewDetail} <ArrowRightOutlined />
              </button>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
