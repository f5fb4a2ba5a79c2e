import { Button, Result } from 'antd';
import { chatText as t } from '../locale';
import styles from './chat.module.css';

/** A conversation that is gone (deleted, another account's, a mistyped address): antd's 404, loaded only then. */
export function MissingConversation({ onNew }: { onNew: () => void }) {
  return (
    <Result
      status="404"
      title={t.notFound}
      extra={<Button onClick={onNew}>{t.backToNew}</Button>}
      className={styles.grow}
    />
  );
}
