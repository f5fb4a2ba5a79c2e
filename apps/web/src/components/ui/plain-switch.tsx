import { LoadingIcon } from './plain-icons';
import styles from './plain-switch.module.css';

/**
 * antd's small Switch drawn without antd, for parts that load none (the chat thread): a button with the switch role.
 * `loading`: the change is being saved; the switch keeps its state and takes no click meanwhile.
 */
export function PlainSwitch({
  checked,
  loading = false,
  onChange,
}: {
  checked: boolean;
  loading?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-busy={loading || undefined}
      disabled={loading}
      className={checked ? `${styles.switch} ${styles.checked}` : styles.switch}
      onClick={() => onChange(!checked)}
    >
      <span className={styles.handle}>{loading && <LoadingIcon />}</span>
    </button>
  );
}
