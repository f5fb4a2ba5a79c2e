import { Typography } from 'antd';
import styles from './auth.module.css';

/** Title plus a Chinese line under it, shared by the login and bind-phone dialogs. */
export function LoginHeader({ title, subtitle, id }: { title: string; subtitle: string; id?: string }) {
  return (
    <div className={styles.header}>
      <Typography.Title level={4} className={styles.title} id={id}>
        {title}
      </Typography.Title>
      <Typography.Text className={styles.subtitle}>{subtitle}</Typography.Text>
    </div>
  );
}
