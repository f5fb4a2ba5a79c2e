import { useCallback, useId, type ReactNode } from 'react';
import { Button, Modal, Typography } from 'antd';
import { CheckCircleFilled, ClockCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Business } from '@lucina/contracts';
import styles from './payments.module.css';

const ICONS = {
  ok: <CheckCircleFilled className={styles.resultIconOk} aria-hidden="true" />,
  fail: <CloseCircleFilled className={styles.resultIconFail} aria-hidden="true" />,
  warn: <ClockCircleFilled className={styles.resultIconWarn} aria-hidden="true" />,
};

interface ResultDialogProps {
  open: boolean;
  onCancel: () => void;
  tone: keyof typeof ICONS;
  title: ReactNode;
  titleLevel?: 3 | 4;
  /** Shown between the title and the button. */
  children: ReactNode;
  action: { text: ReactNode; onClick: () => void; loading?: boolean; disabled?: boolean };
  width?: number;
  /** Whether a click on the mask closes it, as it does unless a dialog says otherwise. */
  maskClosable?: boolean;
}

type ResultBodyProps = Pick<ResultDialogProps, 'tone' | 'title' | 'titleLevel' | 'children' | 'action'> & {
  /** The title's id, for a dialog that takes its name from it. */
  titleId?: string;
};

/** How a payment ended: an icon, a title, a few lines and one button (the dialogs and the pay result page). */
export function ResultBody({ tone, title, titleLevel = 3, children, action, titleId }: ResultBodyProps) {
  return (
    <div className={styles.result}>
      {ICONS[tone]}
      <Typography.Title level={titleLevel} className={styles.resultTitle} id={titleId}>
        {title}
      </Typography.Title>
      {children}
      <Button
        type="primary"
        size="large"
        shape="round"
        block
        loading={action.loading}
        disabled={action.disabled}
        onClick={action.onClick}
      >
        {action.text}
      </Button>
    </div>
  );
}

/** The payment dialogs that tell how something ended. */
export function ResultDialog({
  open,
  onCancel,
  tone,
  title,
  titleLevel = 3,
  children,
  action,
  width = Business.ui.successDialogWidth,
  maskClosable = true,
}: ResultDialogProps) {
  const titleId = useId();
  // antd names a dialog only by a header title; this one's title sits in the body under its icon, so without this
  // a screen reader announces a nameless dialog (axe's aria-dialog-name).
  const nameByTitle = useCallback(
    (panel: HTMLDivElement | null) => panel?.setAttribute('aria-labelledby', titleId),
    [titleId],
  );
  return (
    <Modal
      open={open}
      panelRef={nameByTitle}
      onCancel={onCancel}
      {...(maskClosable ? {} : { mask: { closable: false } })}
      footer={null}
      width={width}
      centered
    >
      <ResultBody tone={tone} title={title} titleLevel={titleLevel} action={action} titleId={titleId}>
        {children}
      </ResultBody>
    </Modal>
  );
}
