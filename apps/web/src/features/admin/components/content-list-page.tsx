import { useState, type ReactNode } from 'react';
import { App, Button, Form, InputNumber, Popconfirm, Space, Switch, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { contentText } from '../content-locale';
import { EditDrawer } from './edit-drawer';
import styles from './admin.module.css';

const c = contentText.common;

/** The order and on/off fields every list of site content ends its form with. */
export function SortAndEnabledFields({ enabledLabel }: { enabledLabel: string }) {
  return (
    <Space size="large">
      <Form.Item name="sort" label={c.sort} extra={c.sortHint}>
        <InputNumber min={-9999} max={9999} precision={0} />
      </Form.Item>
      <Form.Item name="enabled" label={enabledLabel} valuePropName="checked">
        <Switch />
      </Form.Item>
    </Space>
  );
}

/**
 * A list of site content that operators add to, edit and delete (banners, consultants): the table with an
 * edit/delete column, and the drawer whose form adds a new item (`current` null) or edits one.
 */
export function ContentListPage<T extends { id: string | number }, Input>(props: {
  text: { title: string; add: string; addTitle: string; editTitle: string };
  list: UseQueryResult<T[]>;
  save: UseMutationResult<unknown, Error, Input>;
  remove: UseMutationResult<unknown, Error, T['id']>;
  columns: ColumnsType<T>;
  scrollX: number;
  empty?: ReactNode;
  formId: string;
  renderForm(current: T | null, onSubmit: (input: Input) => void): ReactNode;
}) {
  const { message } = App.useApp();
  const { list, save, remove } = props;
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const current = editing === 'new' ? null : editing;

  return (
    <>
      <div className={styles.pageHeader}>
        <Typography.Title level={4}>{props.text.title}</Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {props.text.add}
        </Button>
      </div>
      <Table<T>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data ?? []}
        pagination={false}
        scroll={{ x: props.scrollX }}
        locale={props.empty ? { emptyText: props.empty } : undefined}
        columns={[
          ...props.columns,
          {
            title: c.action,
            width: 130,
            fixed: 'right',
            render: (_, item) => (
              <Space size={0}>
                <Button type="link" onClick={() => setEditing(item)}>
                  {c.edit}
                </Button>
                <Popconfirm
                  title={c.confirmDelete}
                  onConfirm={() => remove.mutate(item.id, { onSuccess: () => void message.success(c.deleted) })}
                >
                  <Button type="link" danger>
                    {c.delete}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <EditDrawer
        open={editing !== null}
        title={current ? props.text.editTitle : props.text.addTitle}
        form={props.formId}
        saving={save.isPending}
        onClose={() => setEditing(null)}
      >
        {props.renderForm(current, (input) =>
          save.mutate(input, { onSuccess: () => (void message.success(c.saved), setEditing(null)) }),
        )}
      </EditDrawer>
    </>
  );
}
