import { useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Drawer,
  Empty,
  Form,
  Input,
  Modal,
  Space,
  Tag,
  Typography,
} from 'antd';
import { Link } from 'react-router';
import { fenToYuan } from '@lucina/contracts';
import { type AdminOrderDetail, type AdminPayment } from '@lucina/contracts/admin';
import { formatTime } from '@/lib/format-date';
import { useOrderDetail, useRefreshRefund, useRefund } from '../api/orders';
import { adminText } from '../locale';
import { describeTakenBack } from '../utils/taken-back';
import { REFUND_COLOR } from './tags';

const t = adminText.orders;
const d = t.detail;
const time = (iso: string | null) => formatTime(iso, 'second');

function RefundDialog({
  order,
  payment,
  onClose,
}: {
  order: AdminOrderDetail;
  payment: AdminPayment | null;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const refund = useRefund();
  if (!payment) return null;
  const yuan = fenToYuan(payment.amountFen);
  const method = t.method[payment.method] ?? payment.method;
  const submit = ({ reason }: { reason: string }) =>
    refund.mutate(
      { orderNo: order.orderNo, transactionId: payment.transactionId, reason },
      {
        onSuccess: (detail) => {
          const r = detail.payments.find((p) => p.transactionId === payment.transactionId)?.refund;
          if (r?.status === 'failed') void message.error(t.refundFailed(r.detail ?? ''));
          else void message.success(r?.status === 'succeeded' ? t.refunded : t.refundProcessing);
          form.resetFields();
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      title={`${t.refundTitle} ¥${yuan}`}
      okText={t.confirmRefund}
      okButtonProps={{ danger: true, loading: refund.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={payment.outcome === 'granted' ? t.refundWarnOrder(yuan, method) : t.refundWarnExtra(yuan, method)}
      />
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="reason"
          label={t.reasonLabel}
          rules={[{ required: true, whitespace: true, min: 2, max: 80, message: t.reasonRule }]}
        >
          <Input.TextArea rows={3} maxLength={80} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function PaymentCard({ payment, onRefund }: { payment: AdminPayment; onRefund: () => void }) {
  const r = payment.refund;
  const canRefund = !r || r.status === 'failed';
  return (
    <Card
      size="small"
      title={
        <Space>
          <span>{t.method[payment.method]}</span>
          <Tag color={payment.outcome === 'granted' ? 'green' : 'red'}>{t.outcome[payment.outcome]}</Tag>
          {r && <Tag color={REFUND_COLOR[r.status]}>{t.refundStatus[r.status]}</Tag>}
        </Space>
      }
      extra={
        canRefund && (
          <Button danger size="small" onClick={onRefund}>
            {r ? t.retryAction : t.refundAction}
          </Button>
        )
      }
    >
      <Descriptions column={1} size="small">
        <Descriptions.Item label={d.transaction}>
          <Typography.Text copyable>{payment.transactionId}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={d.price}>¥{fenToYuan(payment.amountFen)}</Descriptions.Item>
        <Descriptions.Item label={d.paidAt}>
          {time(payment.createTime)}（{t.source[payment.source] ?? payment.source}）
        </Descriptions.Item>
        {r && (
          <>
            <Descriptions.Item label={d.refundNo}>
              <Typography.Text copyable>{r.outRefundNo}</Typography.Text>
            </Descriptions.Item>
            {r.providerRefundId && (
              <Descriptions.Item label={d.providerRefundId}>{r.providerRefundId}</Descriptions.Item>
            )}
            <Descriptions.Item label={d.reason}>{r.reason}</Descriptions.Item>
            <Descriptions.Item label={d.actor}>
              {r.actorNickname ?? '—'} · {time(r.createTime)}
            </Descriptions.Item>
            {r.completeTime && <Descriptions.Item label={d.refundedAt}>{time(r.completeTime)}</Descriptions.Item>}
            {r.detail && (
              <Descriptions.Item label={d.detail}>
                <Typography.Text type="danger">{r.detail}</Typography.Text>
              </Descriptions.Item>
            )}
            {r.status === 'succeeded' && (
              <Descriptions.Item label={d.takenBack}>{describeTakenBack(r.takenBack)}</Descriptions.Item>
            )}
          </>
        )}
      </Descriptions>
    </Card>
  );
}

/** One order: its amounts, each payment with the provider's transaction id, and refunds. */
export function OrderDrawer({ orderNo, onClose }: { orderNo: string | null; onClose: () => void }) {
  const detail = useOrderDetail(orderNo);
  const refresh = useRefreshRefund();
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);
  const o = detail.data;
  const processing = o?.payments.some((p) => p.refund?.status === 'processing');
  return (
    <Drawer open={orderNo !== null} onClose={onClose} size={620} title={orderNo ? d.title(orderNo) : ''}>
      {o && (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={d.user}>
              <Link to={`/admin/users?open=${o.userId}`}>{o.userNickname}</Link>{' '}
              <Typography.Text type="secondary" copyable>
                {o.userId}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={d.subject}>{o.subject}</Descriptions.Item>
            <Descriptions.Item label={d.price}>
              {d.priceLine(
                fenToYuan(o.planPriceFen),
                fenToYuan(o.couponReduceFen),
                fenToYuan(o.upgradeDiffFen),
                fenToYuan(o.amountFen),
              )}
            </Descriptions.Item>
            {o.couponName && <Descriptions.Item label={d.coupon}>{o.couponName}</Descriptions.Item>}
            <Descriptions.Item label={t.columns.status}>
              {t.status[o.status]}
              {o.refundRequired && (
                <Tag color="red" style={{ marginLeft: 8 }}>
                  {t.tabs.queue}
                </Tag>
              )}
            </Descriptions.Item>
            <Descriptions.Item label={d.created}>{time(o.createTime)}</Descriptions.Item>
            {o.paidTime && <Descriptions.Item label={d.paid}>{time(o.paidTime)}</Descriptions.Item>}
            {o.closeTime && (
              <Descriptions.Item label={d.closed}>
                {time(o.closeTime)}（{t.closeReasons[o.closeReason ?? ''] ?? o.closeReason}）
              </Descriptions.Item>
            )}
          </Descriptions>
          <div>
            <Space style={{ marginBottom: 12 }}>
              <Typography.Title level={5} style={{ margin: 0 }}>
                {d.payments}
              </Typography.Title>
              {processing && (
                <Button size="small" loading={refresh.isPending} onClick={() => refresh.mutate(o.orderNo)}>
                  {t.refreshAction}
                </Button>
              )}
            </Space>
            {o.payments.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={d.noPayments} />}
            <Space orientation="vertical" style={{ width: '100%' }}>
              {o.payments.map((p) => (
                <PaymentCard key={`${p.method}:${p.transactionId}`} payment={p} onRefund={() => setRefunding(p)} />
              ))}
            </Space>
          </div>
        </Space>
      )}
      {o && <RefundDialog order={o} payment={refunding} onClose={() => setRefunding(null)} />}
    </Drawer>
  );
}
