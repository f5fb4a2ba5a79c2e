import { Link } from 'react-router';
import { Pages } from '@lucina/contracts';
import { assessmentText } from '../locale';
import styles from './report.module.css';

const t = assessmentText.result;

/** O*NET CC BY 4.0 attribution, required wherever occupation data is shown. */
export function DataAttribution() {
  return (
    <footer className={styles.attribution}>
      {t.attribution} <Link to={Pages.about.path}>{t.attributionLink}</Link>
    </footer>
  );
}
