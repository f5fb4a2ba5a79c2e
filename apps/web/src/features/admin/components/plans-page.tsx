import { useState } from 'react';
import {
  Alert,
  App,
  Button,
  Drawer,
  Form,
  Input,
  InputNumber,
  Modal,
  Space,
  Switch,
  Table,
  Tag,
  Timeline,
  Tooltip,
} from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { fenToYuan } from '@lucina/contracts';
import type { AdminPlan, AdminPlanUpdateBody } from '@lucina/contracts/admin';
import { fenOfYuanAmount, yuanAmount } from '@/lib/money';
import styles from './admin.module.css';
import { usePlanHistory, usePlans, useUpdatePlan } from '../api/plans';
import { adminText } from '../locale';
import { formatTime } from '@/lib/format-date';

const t = adminText.plans;
const f = t.form;
const yuan = (fen: number) => `¥${fenToYuan(fen)}`;
const time = (iso: string) => formatTime(iso, 'minute');

type Values = Omit<AdminPlanUpdateBody, 'id' | 'priceFen' | 'originPriceFen'> & { price: number; origin: number };

function EditDialog({ plan, onClose }: { plan: AdminPlan; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useUpdatePlan();
  const submit = (v: Values) =>
    save.mutate(
      {
        id: plan.id,
        name: v.name,
        description: v.description ?? '',
        priceFen: fenOfYuanAmount(v.price),
        originPriceFen: fenOfYuanAmount(v.origin),
        recommendedTag: v.recommendedTag ?? '',
        isActive: v.isActive,
        benefits: v.benefits.map((b) => ({ name: b.name, description: b.description ?? '' })),
      },
      { onSuccess: () => (void message.success(f.saved), onClose()) },
    );
  const required = [{ required: true, message: adminText.messages.required }];
  return (
    <Modal
      open
      width={640}
      title={f.title(plan.name)}
      okText={f.save}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Alert type="info" showIcon title={t.note} style={{ marginBottom: 16 }} />
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          ...plan,
          price: yuanAmount(plan.priceFen),
          origin: yuanAmount(plan.originPriceFen),
        }}
      >
        <Space wrap align="start">
          <Form.Item name="name" label={f.name} rules={required}>
            <Input maxLength={20} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="price" label={f.price} rules={required}>
            <InputNumber min={0.01} max={100000} precision={2} style={{ width: 130 }} />
          </Form.Item>
          <Form.Item name="origin" label={f.origin} rules={required}>
            <InputNumber min={0.01} max={100000} precision={2} style={{ width: 130 }} />
          </Form.Item>
          <Form.Item name="isActive" label={f.active} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Form.Item name="description" label={f.description}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="recommendedTag" label={f.tag}>
          <Input maxLength={8} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item label={f.benefits} required>
          <Form.List name="benefits">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                    <Form.Item name={[field.name, 'name']} rules={required}>
                      <Input placeholder={f.benefitName} maxLength={20} style={{ width: 180 }} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'description']}>
                      <Input placeholder={f.benefitDescription} maxLength={60} style={{ width: 300 }} />
                    </Form.Item>
                    {fields.length > 1 && <MinusCircleOutlined onClick={() => remove(field.name)} />}
                  </Space>
                ))}
                <Button type="dashed" onClick={() => add({ name: '', description: '' })} icon={<PlusOutlined />}>
                  {f.addBenefit}
                </Button>
              </>
            )}
          </Form.List>
        </Form.Item>
      </Form>
    </Modal>
  );
}

const change = (v: unknown) =>
  Object.entries((v ?? {}) as Record<string, unknown>)
    .map(([k, x]) => (k.endsWith('Fen') && typeof x === 'number' ? `${k}: ${yuan(x)}` : `${k}: ${JSON.stringify(x)}`))
    .join('；');

function HistoryDrawer({ plan, onClose }: { plan: AdminPlan | null; onClose: () => void }) {
  const history = usePlanHistory(plan?.id ?? null);
  const entries = history.data?.list ?? [];
  return (
    <Drawer open={plan !== null} onClose={onClose} size={560} title={plan ? t.historyTitle(plan.name) : ''}>
      {entries.length === 0 && !history.isPending ? (
        t.noHistory
      ) : (
        <Timeline
          items={entries.map((e) => ({
            key: e.id,
            children: (
              <>
                <div>
                  {time(e.createTime)} · {e.actorNickname ?? adminText.audit.cli}
                </div>
                <div className={styles.pre}>
                  {change(e.before)} → {change(e.after)}
                </div>
              </>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}

/** Plan prices and benefits; edits reach new orders only, each kept in the audit log as the history. */
export function PlansPage() {
  const plans = usePlans();
  const [editing, setEditing] = useState<AdminPlan | null>(null);
  const [viewing, setViewing] = useState<AdminPlan | null>(null);
  return (
    <>
      <Alert type="info" showIcon title={t.note} style={{ marginBottom: 16 }} />
      <Table<AdminPlan>
        rowKey="id"
        loading={plans.isPending}
        dataSource={plans.data ?? []}
        pagination={false}
        scroll={{ x: 900 }}
        columns={[
          { title: t.columns.name, dataIndex: 'name', width: 140 },
          { title: t.columns.duration, dataIndex: 'durationDays', width: 90, render: t.days },
          { title: t.columns.price, dataIndex: 'priceFen', width: 100, align: 'right', render: yuan },
          { title: t.columns.origin, dataIndex: 'originPriceFen', width: 100, align: 'right', render: yuan },
          {
            title: t.columns.tag,
            dataIndex: 'recommendedTag',
            width: 110,
            render: (v: string) => (v ? <Tag color="red">{v}</Tag> : '—'),
          },
          {
            title: t.columns.active,
            dataIndex: 'isActive',
            width: 80,
            render: (v: boolean) => (v ? <Tag color="green">{t.onSale}</Tag> : <Tag>{t.offSale}</Tag>),
          },
          { title: t.columns.updated, dataIndex: 'updateTime', width: 150, render: time },
          {
            title: t.columns.action,
            width: 150,
            fixed: 'right',
            render: (_, p) => (
              <Space size={12}>
                {p.membershipLevel > 0 ? (
                  <Button type="link" className={styles.inlineLink} onClick={() => setEditing(p)}>
                    {t.edit}
                  </Button>
                ) : (
                  <Tooltip title={t.fixedNote}>
                    <span className={styles.small}>{t.fixed}</span>
                  </Tooltip>
                )}
                <Button type="link" className={styles.inlineLink} onClick={() => setViewing(p)}>
                  {t.history}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {editing && <EditDialog plan={editing} onClose={() => setEditing(null)} />}
      <HistoryDrawer plan={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
