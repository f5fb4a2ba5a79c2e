import { Outlet } from 'react-router';
import styles from './app-layouts.module.css';

/** Login and error pages stand alone, without header or navigation. */
export function BareLayout() {
  return (
    <main className={styles.bare}>
      <Outlet />
    </main>
  );
}
