import { Typography } from 'antd';
import { marketText } from '../locale';
import styles from './market.module.css';

/** The square's heading above its cards. */
export function MarketHeading() {
  return (
    <header className={styles.header}>
      <Typography.Title level={2} className={styles.title}>
        {marketText.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className={styles.subtitle}>
        {marketText.subtitle}
      </Typography.Paragraph>
    </header>
  );
}
