import type { ReactNode } from 'react';
import { CheckCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import styles from './plain-alert.module.css';

type AlertType = 'success' | 'info' | 'warning';

const ICONS = { success: CheckCircleFilled, info: InfoCircleFilled, warning: ExclamationCircleFilled };

interface PlainAlertProps {
  type: AlertType;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}

/** antd's Alert with `showIcon` in plain CSS: icon, title, optional description and action. */
export function PlainAlert({ type, title, description, action, className }: PlainAlertProps) {
  const Icon = ICONS[type];
  const classes = [styles.alert, styles[type], description && styles.withDescription, className];
  return (
    <div role="alert" className={classes.filter(Boolean).join(' ')}>
      <span className={styles.icon}>
        <Icon />
      </span>
      <div className={styles.section}>
        <div className={styles.title}>{title}</div>
        {description && <div className={styles.description}>{description}</div>}
      </div>
      {action && <div className={styles.actions}>{action}</div>}
    </div>
  );
}
