import { useState } from 'react';
import { Alert, App, Button, Form, Input, InputNumber, Modal, Popconfirm, Space, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { fenToYuan } from '@lucina/contracts';
import { UsageConsole, type ModelPrice } from '@lucina/contracts/admin';
import { formatTime } from '@/lib/format-date';
import { fenOfYuanAmount, yuanAmount } from '@/lib/money';
import { useDeletePrice, useSavePrice } from '../api/usage';
import { adminText } from '../locale';
import { usageText } from '../usage-locale';
import styles from './admin.module.css';

const t = usageText.prices;
const c = usageText.columns;
const MAX_YUAN = UsageConsole.maxPriceFen / 100;

type Values = { model: string; input: number; output: number };

/** Adds a model's price, or edits one (its name then fixed): yuan per million tokens, kept as integer fen. */
function PriceDialog({ price, onClose }: { price: ModelPrice | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSavePrice();
  const required = [{ required: true, message: adminText.messages.required }];
  const submit = (v: Values) =>
    save.mutate(
      {
        model: v.model.trim(),
        inputFenPerMillion: fenOfYuanAmount(v.input),
        outputFenPerMillion: fenOfYuanAmount(v.output),
      },
      { onSuccess: () => (void message.success(t.saved), onClose()) },
    );
  return (
    <Modal
      open
      title={t.title(price?.model ?? null)}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={
          price
            ? {
                model: price.model,
                input: yuanAmount(price.inputFenPerMillion),
                output: yuanAmount(price.outputFenPerMillion),
              }
            : undefined
        }
      >
        <Form.Item name="model" label={t.model} rules={required}>
          <Input maxLength={UsageConsole.modelMaxChars} placeholder={t.modelPlaceholder} disabled={price !== null} />
        </Form.Item>
        <Space wrap align="start">
          <Form.Item name="input" label={c.inputPrice} rules={required}>
            <InputNumber min={0} max={MAX_YUAN} precision={2} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="output" label={c.outputPrice} rules={required}>
            <InputNumber min={0} max={MAX_YUAN} precision={2} style={{ width: 200 }} />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  );
}

/** The prices the cost is estimated from: add, edit, remove (each change in the audit log as model:<name>). */
export function UsagePrices({ prices }: { prices: ModelPrice[] }) {
  const { message } = App.useApp();
  const remove = useDeletePrice();
  // undefined: closed; null: adding; a price: editing it.
  const [editing, setEditing] = useState<ModelPrice | null | undefined>(undefined);
  return (
    <>
      <Alert type="info" showIcon title={t.hint} style={{ marginBottom: 12 }} />
      <Button icon={<PlusOutlined />} onClick={() => setEditing(null)} style={{ marginBottom: 12 }}>
        {t.add}
      </Button>
      <Table<ModelPrice>
        rowKey="model"
        size="small"
        dataSource={prices}
        pagination={false}
        scroll={{ x: 720 }}
        locale={{ emptyText: t.empty }}
        columns={[
          { title: c.model, dataIndex: 'model', width: 200 },
          {
            title: c.inputPrice,
            dataIndex: 'inputFenPerMillion',
            width: 170,
            align: 'right',
            render: (f: number) => `¥${fenToYuan(f)}`,
          },
          {
            title: c.outputPrice,
            dataIndex: 'outputFenPerMillion',
            width: 170,
            align: 'right',
            render: (f: number) => `¥${fenToYuan(f)}`,
          },
          { title: c.updated, dataIndex: 'updateTime', width: 150, render: (iso: string) => formatTime(iso, 'minute') },
          {
            title: c.action,
            width: 130,
            fixed: 'right',
            render: (_, p) => (
              <Space size={12}>
                <Button type="link" className={styles.inlineLink} onClick={() => setEditing(p)}>
                  {t.edit}
                </Button>
                <Popconfirm
                  title={t.confirmRemove(p.model)}
                  onConfirm={() => remove.mutateAsync(p.model).then(() => void message.success(t.removed))}
                >
                  <Button type="link" danger className={styles.inlineLink}>
                    {t.remove}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing !== undefined && <PriceDialog price={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
