import { Link } from 'react-router';
import { Pages } from '@lucina/contracts';
import { CC_BY_4_URL } from '@/features/legal';
import { assessmentText } from '../locale';
import styles from './report.module.css';

const t = assessmentText.result;

/** The O*NET CC BY 4.0 notice (source, licence, trademark, modifications), required wherever occupation data is shown. */
export function DataAttribution() {
  return (
    <footer className={styles.attribution}>
      {t.attribution}{' '}
      <a href={CC_BY_4_URL} target="_blank" rel="noopener noreferrer">
        {t.attributionLicense}
      </a>{' '}
      · <Link to={Pages.about.path}>{t.attributionLink}</Link>
    </footer>
  );
}
