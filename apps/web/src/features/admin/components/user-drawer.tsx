import {
  App,
  Button,
  Card,
  Descriptions,
  Drawer,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { Link } from 'react-router';
import { fenToYuan } from '@lucina/contracts';
import { type AdminOrder, type AdminUserDetail } from '@lucina/contracts/admin';
import { formatTime } from '@/lib/format-date';
import { useGrant, useUserDetail } from '../api/users';
import { adminText } from '../locale';
import { LevelTag } from './tags';

const t = adminText.users;
const d = t.detail;
const o = adminText.orders;
const date = (iso: string | null) => formatTime(iso, 'minute');

interface GrantValues {
  chats?: number;
  days?: number;
  level?: number;
  reason: string;
}

function GrantForm({ user }: { user: AdminUserDetail }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<GrantValues>();
  const grant = useGrant();
  const submit = (v: GrantValues) => {
    if (!v.chats && !v.days) return void message.warning(t.grant.needOne);
    grant.mutate(
      { userId: user.id, chats: v.chats || undefined, days: v.days || undefined, level: v.level, reason: v.reason },
      { onSuccess: () => (form.resetFields(), void message.success(t.grant.done)) },
    );
  };
  return (
    <Card size="small" title={t.grant.title}>
      <Form<GrantValues> form={form} layout="vertical" onFinish={submit} initialValues={{ level: user.level || 1 }}>
        <Space wrap align="start">
          <Form.Item name="chats" label={t.grant.chats}>
            <InputNumber min={1} max={1000} precision={0} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="days" label={t.grant.days}>
            <InputNumber min={1} max={3650} precision={0} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="level" label={t.grant.level} tooltip={t.grant.levelHint}>
            <Select
              style={{ width: 140 }}
              disabled={user.level > 0}
              options={[1, 2, 3, 4].map((l) => ({ value: l, label: t.levelName(l) }))}
            />
          </Form.Item>
        </Space>
        <Form.Item
          name="reason"
          label={t.grant.reason}
          rules={[{ required: true, whitespace: true, min: 2, max: 80, message: t.grant.reasonRule }]}
        >
          <Input maxLength={80} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={grant.isPending}>
          {t.grant.submit}
        </Button>
      </Form>
    </Card>
  );
}

function OrdersTab({ orders }: { orders: AdminOrder[] }) {
  return (
    <Table<AdminOrder>
      rowKey="orderNo"
      size="small"
      pagination={false}
      dataSource={orders}
      locale={{ emptyText: d.none }}
      columns={[
        {
          title: o.columns.orderNo,
          dataIndex: 'orderNo',
          render: (no: string) => <Link to={`/admin/orders?keyword=${no}&open=${no}`}>{no}</Link>,
        },
        { title: o.columns.plan, dataIndex: 'planName', width: 90 },
        { title: o.columns.amount, dataIndex: 'amountFen', width: 80, render: (f: number) => `¥${fenToYuan(f)}` },
        {
          title: o.columns.status,
          dataIndex: 'status',
          width: 110,
          render: (s: number, row) => (
            <>
              {o.status[s]}
              {row.refundStatus && <Tag style={{ marginLeft: 4 }}>{o.refundStatus[row.refundStatus]}</Tag>}
            </>
          ),
        },
        { title: o.columns.time, dataIndex: 'createTime', width: 130, render: date },
      ]}
    />
  );
}

/** One account: standing, what it bought and holds, its tests, and the grant form. */
export function UserDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const detail = useUserDetail(id);
  const u = detail.data;
  return (
    <Drawer open={id !== null} onClose={onClose} size={680} title={u?.nickname ?? ''}>
      {u && (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={d.id} span={2}>
              <Typography.Text copyable>{u.id}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={d.phone}>{u.phone ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={d.email}>{u.email ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={d.level}>
              <LevelTag level={u.level} />
            </Descriptions.Item>
            <Descriptions.Item label={d.endTime}>{date(u.endTime)}</Descriptions.Item>
            <Descriptions.Item label={d.chats}>{u.chatCount}</Descriptions.Item>
            <Descriptions.Item label={d.conversations}>
              {u.conversationCount}{' '}
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {d.conversationsNote}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={d.wechat}>{u.wechatBound ? d.bound : d.unbound}</Descriptions.Item>
            <Descriptions.Item label={d.invite}>{u.inviteCode}</Descriptions.Item>
            <Descriptions.Item label={d.invitedBy}>
              {u.invitedBy ? <Link to={`/admin/users?open=${u.invitedBy.id}`}>{u.invitedBy.nickname}</Link> : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={d.created}>{date(u.createTime)}</Descriptions.Item>
          </Descriptions>
          <GrantForm key={u.id} user={u} />
          <Tabs
            items={[
              { key: 'orders', label: `${d.orders} (${u.orders.length})`, children: <OrdersTab orders={u.orders} /> },
              {
                key: 'coupons',
                label: `${d.coupons} (${u.coupons.length})`,
                children: (
                  <Table
                    rowKey="id"
                    size="small"
                    pagination={false}
                    dataSource={u.coupons}
                    locale={{ emptyText: d.none }}
                    columns={[
                      { title: d.coupons, dataIndex: 'name' },
                      { title: '', dataIndex: 'discountPermille', width: 80, render: d.discount },
                      { title: '', dataIndex: 'state', width: 140, render: (s: string) => d.couponState[s] },
                      { title: d.validUntil, dataIndex: 'validUntil', width: 130, render: date },
                    ]}
                  />
                ),
              },
              {
                key: 'records',
                label: `${d.records} (${u.records.length})`,
                children: (
                  <Table
                    rowKey="id"
                    size="small"
                    pagination={false}
                    dataSource={u.records}
                    locale={{ emptyText: d.none }}
                    columns={[
                      { title: adminText.orders.columns.time, dataIndex: 'createTime', render: date },
                      { title: '', dataIndex: 'status', width: 90, render: (s: string) => d.recordStatus[s] ?? s },
                      { title: 'Holland', dataIndex: 'code', width: 90, render: (c: string | null) => c ?? '—' },
                      {
                        title: '',
                        dataIndex: 'unlocked',
                        width: 110,
                        render: (v: boolean) => (v ? <Tag color="green">{d.unlocked}</Tag> : null),
                      },
                    ]}
                  />
                ),
              },
            ]}
          />
        </Space>
      )}
    </Drawer>
  );
}
