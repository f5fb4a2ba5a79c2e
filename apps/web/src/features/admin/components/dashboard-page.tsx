import { useState } from 'react';
import { Button, Card, Col, Row, Segmented, Skeleton, Space, Statistic, Table, Tooltip, Typography } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { fenToYuan } from '@lucina/contracts';
import { type DashboardChannel, type DashboardDay } from '@lucina/contracts/admin';
import { dayjs } from '@/lib/dayjs';
import { useDashboard } from '../api/dashboard';
import { adminText } from '../locale';
import { downloadCsv, toCsv, type CsvColumn } from '../utils/csv';
import { ActivityChart, FunnelChart, RevenueChart } from './dashboard-charts';
import styles from './admin.module.css';
import { DashboardSafety } from './dashboard-safety';

const t = adminText.dashboard;
const c = t.columns;
const METRICS = ['visitors', 'signups', 'testsFinished', 'conversations', 'orders', 'revenueFen'] as const;
const pct = (n: number, of: number) => (of > 0 ? `${((n / of) * 100).toFixed(1)}%` : '—');
const yuan = (fen: number) => fenToYuan(fen);
const show = (metric: string, v: number) => (metric === 'revenueFen' ? `¥${yuan(v)}` : v);

const DAY_CSV: CsvColumn<DashboardDay>[] = [
  { title: c.date, value: (d) => d.date },
  ...METRICS.filter((m) => m !== 'revenueFen').map((m) => ({ title: t.metrics[m]!, value: (d: DashboardDay) => d[m] })),
  { title: c.revenue, value: (d) => yuan(d.revenueFen) },
  { title: c.refund, value: (d) => yuan(d.refundFen) },
];
const CHANNEL_CSV: CsvColumn<DashboardChannel>[] = [
  { title: c.inviteCode, value: (r) => r.inviteCode || t.direct },
  { title: c.inviter, value: (r) => r.inviterNickname },
  { title: c.signups, value: (r) => r.signups },
  { title: c.testsFinished, value: (r) => r.testsFinished },
  { title: c.paid, value: (r) => r.paid },
  { title: c.conversion, value: (r) => pct(r.paid, r.signups) },
  { title: c.revenue, value: (r) => yuan(r.revenueFen) },
];

function exportButton<T>(name: string, rows: T[], columns: CsvColumn<T>[]) {
  return (
    <Button
      size="small"
      disabled={!rows.length}
      onClick={() => downloadCsv(`${name}-${dayjs().format('YYYYMMDD')}.csv`, toCsv(rows, columns))}
    >
      {t.exportCsv}
    </Button>
  );
}

/** The overview: today and the period, activity and money per day, the funnel, and channels. */
export function DashboardPage() {
  const [days, setDays] = useState(30);
  const q = useDashboard(days);
  const d = q.data;
  if (!d) return <Skeleton active />;
  const today = d.days.at(-1)!;
  const sum = (m: (typeof METRICS)[number]) => d.days.reduce((s, day) => s + day[m], 0);
  const f = d.funnel;

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Segmented
        value={days}
        onChange={(v) => setDays(v)}
        options={[7, 30, 90].map((n) => ({ value: n, label: t.period(n) }))}
      />
      <Row gutter={[16, 16]}>
        {METRICS.map((m) => (
          <Col key={m} xs={12} md={8} xl={4}>
            <Card size="small">
              <Statistic
                title={
                  <>
                    {t.today}
                    {t.metrics[m]}
                    {m === 'visitors' && (
                      <Tooltip title={t.visitorsNote}>
                        <QuestionCircleOutlined style={{ marginLeft: 4 }} />
                      </Tooltip>
                    )}
                  </>
                }
                value={show(m, today[m])}
              />
              <Typography.Text type="secondary" className={styles.small}>
                {t.inPeriod(days)} {show(m, sum(m))}
              </Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card title={t.activity} size="small">
            <div className={styles.chart}>
              <ActivityChart days={d.days} />
            </div>
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card title={t.revenue} size="small">
            <div className={styles.chart}>
              <RevenueChart days={d.days} />
            </div>
          </Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <Card
            title={t.funnel}
            size="small"
            extra={<Typography.Text type="secondary">{t.funnelNote}</Typography.Text>}
          >
            <div className={styles.funnel}>
              <FunnelChart funnel={f} />
            </div>
            <Space wrap size="large">
              {[
                [0, 1, f.visitors, f.logins],
                [1, 2, f.logins, f.testsFinished],
                [2, 3, f.testsFinished, f.paid],
                [0, 3, f.visitors, f.paid],
              ].map(([a, b, from, to]) => (
                <Typography.Text key={`${a}-${b}`}>
                  {t.conversion(t.funnelSteps[a!]!, t.funnelSteps[b!]!, pct(to!, from!))}
                </Typography.Text>
              ))}
            </Space>
          </Card>
        </Col>
        <Col xs={24} xl={14}>
          <Card title={t.channels} size="small" extra={exportButton(`channels-${days}d`, d.channels, CHANNEL_CSV)}>
            <Typography.Paragraph type="secondary" className={styles.small}>
              {t.channelNote}
            </Typography.Paragraph>
            <Table<DashboardChannel>
              rowKey={(r) => r.inviteCode || '-'}
              size="small"
              dataSource={d.channels}
              pagination={{ pageSize: 8, hideOnSinglePage: true }}
              columns={[
                { title: c.inviteCode, dataIndex: 'inviteCode', render: (v: string) => v || t.direct },
                { title: c.inviter, dataIndex: 'inviterNickname', render: (v: string | null) => v ?? '—' },
                { title: c.signups, dataIndex: 'signups', align: 'right' },
                { title: c.testsFinished, dataIndex: 'testsFinished', align: 'right' },
                { title: c.paid, dataIndex: 'paid', align: 'right' },
                { title: c.conversion, align: 'right', render: (_, r) => pct(r.paid, r.signups) },
                { title: c.revenue, dataIndex: 'revenueFen', align: 'right', render: yuan },
              ]}
            />
          </Card>
        </Col>
      </Row>
      <DashboardSafety safety={d.safety} />
      <Card title={t.daily} size="small" extra={exportButton(`daily-${days}d`, d.days, DAY_CSV)}>
        <Table<DashboardDay>
          rowKey="date"
          size="small"
          dataSource={[...d.days].reverse()}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={{ x: 800 }}
          columns={[
            { title: c.date, dataIndex: 'date' },
            ...METRICS.filter((m) => m !== 'revenueFen').map((m) => ({
              title: t.metrics[m],
              dataIndex: m,
              align: 'right' as const,
            })),
            { title: c.revenue, dataIndex: 'revenueFen', align: 'right', render: yuan },
            { title: c.refund, dataIndex: 'refundFen', align: 'right', render: yuan },
          ]}
        />
      </Card>
    </Space>
  );
}
