import type { ReactNode } from 'react';
import { Button, Drawer, Space } from 'antd';
import { contentText } from '../content-locale';

const t = contentText.common;

/** The console's editing panel: a wide drawer whose footer saves (submits `form`) or cancels. */
export function EditDrawer(props: {
  open: boolean;
  title: string;
  /** The id of the <Form> inside, submitted by the save button. */
  form: string;
  saving: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      open={props.open}
      title={props.title}
      onClose={props.onClose}
      size={640}
      destroyOnHidden
      footer={
        <Space style={{ float: 'right' }}>
          <Button onClick={props.onClose}>{t.cancel}</Button>
          <Button type="primary" htmlType="submit" form={props.form} loading={props.saving}>
            {t.save}
          </Button>
        </Space>
      }
    >
      {props.children}
    </Drawer>
  );
}
