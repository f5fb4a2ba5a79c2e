import { Alert, Badge, Button, DatePicker, Input, Select, Tabs, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { fenToYuan } from '@lucina/contracts';
import { type AdminOrder, type AdminOrderListQuery } from '@lucina/contracts/admin';
import { dayjs } from '@/lib/dayjs';
import { formatTime } from '@/lib/format-date';
import { useOrders, usePlanOptions } from '../api/orders';
import { adminText } from '../locale';
import { downloadCsv, toCsv, type CsvColumn } from '../utils/csv';
import { OrderDrawer } from './order-drawer';
import { REFUND_COLOR } from './tags';
import styles from './admin.module.css';
import { PagedTable } from './paged-table';

const t = adminText.orders;
const STATUS_COLOR: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'default' };
const time = (iso: string | null) => formatTime(iso, 'minute');
const num = (v: string | null) => (v === null || v === '' ? undefined : Number(v));

const CSV: CsvColumn<AdminOrder>[] = [
  { title: t.columns.time, value: (o) => time(o.createTime) },
  { title: t.columns.orderNo, value: (o) => o.orderNo },
  { title: t.columns.user, value: (o) => `${o.userNickname} (${o.userId})` },
  { title: t.columns.plan, value: (o) => o.planName },
  { title: `${t.columns.amount}（元）`, value: (o) => fenToYuan(o.amountFen) },
  { title: t.columns.status, value: (o) => t.status[o.status] },
  { title: t.columns.method, value: (o) => (o.payMethod ? t.method[o.payMethod] : '') },
  { title: t.columns.transaction, value: (o) => o.transactionId },
  { title: t.columns.refund, value: (o) => (o.refundStatus ? t.refundStatus[o.refundStatus] : '') },
];

/** Filters, the open order and the tab live in the URL, so a link (e.g. from a user's page) opens the same view. */
function useOrderParams() {
  const [params, setParams] = useSearchParams();
  const set = (patch: Record<string, string | undefined>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v === undefined || v === '') next.delete(k);
          else next.set(k, v);
        }
        if (!('page' in patch)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  const queue = params.get('tab') === 'queue';
  const query = {
    page: num(params.get('page')) ?? 1,
    pageSize: 20,
    status: num(params.get('status')),
    method: (params.get('method') as 'wechat' | 'alipay' | null) ?? undefined,
    planId: num(params.get('planId')),
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    keyword: params.get('keyword') ?? undefined,
    refundRequired: queue ? ('true' as const) : undefined,
  } satisfies AdminOrderListQuery;
  return { params, set, queue, query, open: params.get('open') };
}

export function OrdersPage() {
  const { params, set, queue, query, open } = useOrderParams();
  const list = useOrders(query);
  const waiting = useOrders({ refundRequired: 'true', page: 1, pageSize: 1 }).data?.total ?? 0;
  const plans = usePlanOptions().data ?? [];
  const range = query.from && query.to ? ([dayjs(query.from), dayjs(query.to)] as const) : null;

  return (
    <>
      <Tabs
        activeKey={queue ? 'queue' : 'all'}
        onChange={(k) => set({ tab: k === 'queue' ? 'queue' : undefined })}
        items={[
          { key: 'all', label: t.tabs.all },
          {
            key: 'queue',
            label: (
              <>
                {t.tabs.queue} <Badge count={waiting} size="small" />
              </>
            ),
          },
        ]}
      />
      {queue && <Alert type="warning" showIcon title={t.queueNote} style={{ marginBottom: 16 }} />}
      <div className={styles.toolbar}>
        <Input.Search
          allowClear
          aria-label={t.keyword}
          placeholder={t.keyword}
          defaultValue={query.keyword}
          style={{ width: 300 }}
          onSearch={(v) => set({ keyword: v.trim() })}
        />
        <Select<number | 'all'>
          aria-label={t.columns.status}
          style={{ width: 120 }}
          value={query.status ?? 'all'}
          onChange={(v) => set({ status: v === 'all' ? undefined : String(v) })}
          options={[{ value: 'all', label: t.allStatus }, ...[0, 1, 2].map((s) => ({ value: s, label: t.status[s] }))]}
        />
        <Select<string>
          aria-label={t.columns.method}
          style={{ width: 140 }}
          value={query.method ?? 'all'}
          onChange={(v) => set({ method: v === 'all' ? undefined : v })}
          options={[
            { value: 'all', label: t.allMethods },
            { value: 'wechat', label: t.method.wechat },
            { value: 'alipay', label: t.method.alipay },
          ]}
        />
        <Select<number | 'all'>
          aria-label={t.columns.plan}
          style={{ width: 140 }}
          value={query.planId ?? 'all'}
          onChange={(v) => set({ planId: v === 'all' ? undefined : String(v) })}
          options={[{ value: 'all', label: t.allPlans }, ...plans]}
        />
        <DatePicker.RangePicker
          value={range ? [range[0], range[1]] : null}
          onChange={(v) =>
            set({
              from: v?.[0]?.startOf('day').toISOString(),
              to: v?.[1]?.endOf('day').toISOString(),
            })
          }
        />
        <Button
          onClick={() =>
            downloadCsv(`orders-${dayjs().format('YYYYMMDD-HHmm')}.csv`, toCsv(list.data?.list ?? [], CSV))
          }
          disabled={!list.data?.list.length}
        >
          {t.exportCsv}
        </Button>
      </div>
      <PagedTable<AdminOrder>
        rowKey="orderNo"
        query={list}
        page={query.page}
        onPageChange={(p) => set({ page: String(p) })}
        scrollX={1190}
        fixedSize
        columns={[
          { title: t.columns.time, dataIndex: 'createTime', width: 140, render: time },
          {
            title: t.columns.orderNo,
            dataIndex: 'orderNo',
            width: 230,
            render: (v: string) => (
              <Typography.Text copyable className={styles.mono}>
                {v}
              </Typography.Text>
            ),
          },
          { title: t.columns.user, dataIndex: 'userNickname', width: 140, ellipsis: true },
          { title: t.columns.plan, dataIndex: 'planName', width: 90 },
          {
            title: t.columns.amount,
            dataIndex: 'amountFen',
            width: 90,
            align: 'right',
            render: (f: number) => `¥${fenToYuan(f)}`,
          },
          {
            title: t.columns.status,
            dataIndex: 'status',
            width: 100,
            render: (s: number, o) => (
              <>
                <Tag color={STATUS_COLOR[s]}>{t.status[s]}</Tag>
                {o.refundRequired && <Tag color="red">{t.tabs.queue}</Tag>}
              </>
            ),
          },
          {
            title: t.columns.method,
            dataIndex: 'payMethod',
            width: 90,
            render: (m: string | null) => (m ? t.method[m] : '—'),
          },
          {
            title: t.columns.transaction,
            dataIndex: 'transactionId',
            ellipsis: true,
            render: (v: string | null) => v ?? '—',
          },
          {
            title: t.columns.refund,
            dataIndex: 'refundStatus',
            width: 90,
            render: (r: string | null) => (r ? <Tag color={REFUND_COLOR[r]}>{t.refundStatus[r]}</Tag> : '—'),
          },
          {
            title: t.columns.action,
            width: 64,
            fixed: 'right',
            render: (_, o) => (
              <Button type="link" onClick={() => set({ open: o.orderNo, page: params.get('page') ?? undefined })}>
                {t.view}
              </Button>
            ),
          },
        ]}
      />
      <OrderDrawer orderNo={open} onClose={() => set({ open: undefined, page: params.get('page') ?? undefined })} />
    </>
  );
}
