import styles from './plain-icons.module.css';

/*
 * Two of @ant-design/icons' icons drawn here (their paths copied). antd's own parts import those icon modules too, and
 * the build groups a module with others reached from the same pages: imported from here as well, each left its group
 * for a chunk of its own, one more name in the preload map of every page that can load antd (/home's too).
 */

function Svg({ label, viewBox, d, spin }: { label: string; viewBox: string; d: string; spin?: boolean }) {
  return (
    <span role="img" aria-label={label} className={spin ? `${styles.icon} ${styles.spin}` : styles.icon}>
      <svg viewBox={viewBox} focusable="false" width="1em" height="1em" fill="currentColor" aria-hidden="true">
        <path d={d} />
      </svg>
    </span>
  );
}

/** @ant-design/icons' WarningFilled (antd's warning Result). */
export function WarningIcon() {
  return (
    <Svg
      label="warning"
      viewBox="64 64 896 896"
      d="M955.7 856l-416-720c-6.2-10.7-16.9-16-27.7-16s-21.6 5.3-27.7 16l-416 720C56 877.4 71.4 904 96 904h832c24.6 0 40-26.6 27.7-48zM480 416c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v184c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V416zm32 352a48.01 48.01 0 010-96 48.01 48.01 0 010 96z"
    />
  );
}

/** @ant-design/icons' LoadingOutlined, spinning. */
export function LoadingIcon() {
  return (
    <Svg
      label="loading"
      viewBox="0 0 1024 1024"
      spin
      d="M988 548c-19.9 0-36-16.1-36-36 0-59.4-11.6-117-34.6-171.3a440.45 440.45 0 00-94.3-139.9 437.71 437.71 0 00-139.9-94.3C629 83.6 571.4 72 512 72c-19.9 0-36-16.1-36-36s16.1-36 36-36c69.1 0 136.2 13.5 199.3 40.3C772.3 66 827 103 874 150c47 47 83.9 101.8 109.7 162.7 26.7 63.1 40.2 130.2 40.2 199.3.1 19.9-16 36-35.9 36z"
    />
  );
}
