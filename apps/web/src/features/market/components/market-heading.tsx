import { marketText } from '../locale';
import styles from './market.module.css';

/** The square's heading above its cards (drawn as antd's level-2 title and secondary text, without antd). */
export function MarketHeading() {
  return (
    <header className={styles.header}>
      <h2 className={styles.title}>{marketText.title}</h2>
      <p className={styles.subtitle}>{marketText.subtitle}</p>
    </header>
  );
}
