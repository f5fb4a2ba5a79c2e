import { useLayoutEffect } from 'react';
import { useSiteConfig } from '@/hooks/use-site-config';
import { siteText } from '../locale';
import styles from './site.module.css';

/** On every page of a demonstration: a slim bar saying which services are stand-ins. */
export function DemoBanner() {
  const { data } = useSiteConfig();
  const demo = data?.demo === true;

  // The layouts size themselves below the bar through --lucina-top-bar (styles/global.css).
  useLayoutEffect(() => {
    if (!demo) return;
    document.documentElement.dataset.demo = '';
    return () => void delete document.documentElement.dataset.demo;
  }, [demo]);

  if (!data || !demo) return null;
  const text = siteText.demoSimulated(data.simulated);
  return (
    <div className={styles.demoBar} role="note" aria-label={siteText.demoRegion} title={text}>
      <span className={styles.demoLabel}>{siteText.demoLabel}</span>
      <span className={styles.demoText}>
        {text}
        {data.simulated.includes('payment') && <span className={styles.demoExtra}>{siteText.demoNoCharge}</span>}
      </span>
    </div>
  );
}
