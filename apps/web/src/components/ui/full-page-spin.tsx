import styles from './full-page-spin.module.css';

/** antd's large Spin drawn in plain CSS: it shows while a route's code loads, before antd is there. */
export function FullPageSpin({ tip }: { tip?: string }) {
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <span className={styles.dots} aria-hidden="true">
        <i />
        <i />
        <i />
        <i />
      </span>
      {tip && <span>{tip}</span>}
    </div>
  );
}
