import { Typography } from 'antd';
import { CheckCircleOutlined, CloseOutlined, CloudSyncOutlined, WarningOutlined } from '@ant-design/icons';
import { Pages } from '@lucina/contracts';
import { LinkButton } from '@/components/ui/link-button';
import type { SaveStatus } from '../hooks/use-answer-autosave';
import { assessmentText } from '../locale';
import styles from './flow.module.css';

const t = assessmentText.flow;

const STATUS = {
  idle: null,
  saving: { icon: <CloudSyncOutlined />, text: t.saving },
  saved: { icon: <CheckCircleOutlined />, text: t.saved },
  error: { icon: <WarningOutlined />, text: t.saveFailed },
} as const;

/** Exit link, test name and the autosave state. */
export function FlowHeader({ surveyName, status }: { surveyName: string; status: SaveStatus }) {
  const shown = STATUS[status];
  return (
    <header className={styles.header}>
      <LinkButton to={Pages.surveyTest.path} type="text" icon={<CloseOutlined />} className={styles.exit}>
        {t.exit}
      </LinkButton>
      <Typography.Text strong className={styles.surveyName} ellipsis>
        {surveyName}
      </Typography.Text>
      <span className={status === 'error' ? `${styles.saveState} ${styles.saveError}` : styles.saveState} role="status">
        {shown && (
          <>
            {shown.icon} <span className={styles.saveText}>{shown.text}</span>
          </>
        )}
      </span>
    </header>
  );
}
