import { useState } from 'react';
import { Card, Col, DatePicker, Row, Segmented, Skeleton, Space, Statistic, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { fenToYuan, lastChinaDays } from '@lucina/contracts';
import { type UsageDay, type UsageModel, type UsageQuery, type UsageUser } from '@lucina/contracts/admin';
import { dayjs } from '@/lib/dayjs';
import { useModelUsage } from '../api/usage';
import { usageText } from '../usage-locale';
import { UsagePrices } from './usage-prices';

const t = usageText;
const c = t.columns;
const PRESETS = [7, 30, 90] as const;
const yuan = (fen: number) => `¥${fenToYuan(fen)}`;
const count = (n: number) => n.toLocaleString('zh-CN');
const pct = (n: number, of: number) => (of > 0 ? `${((n / of) * 100).toFixed(1)}%` : '—');
const modelLabel = (model: string) => t.models[model || 'unknown'] ?? model;

/** The figures' columns, shared by the day, model and user tables. */
const figureColumns = [
  { title: c.answers, dataIndex: 'answers', width: 90, align: 'right' as const, render: count },
  { title: c.promptTokens, dataIndex: 'promptTokens', width: 130, align: 'right' as const, render: count },
  { title: c.completionTokens, dataIndex: 'completionTokens', width: 130, align: 'right' as const, render: count },
];
const costColumn = <T extends { costFen: number; priced?: boolean }>() => ({
  title: c.cost,
  dataIndex: 'costFen',
  width: 120,
  align: 'right' as const,
  render: (fen: number, r: T) => (r.priced === false ? <Tag>{t.unpriced}</Tag> : yuan(fen)),
});

type DayRow = Omit<UsageDay, 'models'> & { key: string; model?: string; priced?: boolean; children?: DayRow[] };

/** A day, with its models as the rows it unfolds into. */
const dayRows = (days: UsageDay[]): DayRow[] =>
  [...days].reverse().map(({ models, ...day }) => ({
    ...day,
    key: day.date,
    children: models.length
      ? models.map((m) => ({ ...m, key: `${day.date}/${m.model}`, date: modelLabel(m.model) }))
      : undefined,
  }));

/** Model usage and cost: tokens per day and model, the offline share, the heaviest accounts, the prices. */
export function UsagePage() {
  const [preset, setPreset] = useState<number | null>(30);
  const [range, setRange] = useState<UsageQuery>({});
  const q = useModelUsage(range);
  const d = q.data;
  if (!d) return <Skeleton active />;
  const totals = d.totals;
  const choosePreset = (n: number) => {
    setPreset(n);
    // The last n China days, as the server counts them.
    setRange({ from: lastChinaDays(n).keys[0] });
  };
  const chooseRange = (v: [Dayjs | null, Dayjs | null] | null) => {
    setPreset(null);
    if (v?.[0] && v[1]) setRange({ from: v[0].format('YYYY-MM-DD'), to: v[1].format('YYYY-MM-DD') });
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Space wrap>
        <Segmented
          value={preset ?? t.custom}
          onChange={(v) => typeof v === 'number' && choosePreset(v)}
          options={[
            ...PRESETS.map((n) => ({ value: n, label: t.period(n) })),
            { value: t.custom, label: t.custom, disabled: true },
          ]}
        />
        <DatePicker.RangePicker
          allowClear={false}
          value={[dayjs(d.from), dayjs(d.to)]}
          onChange={chooseRange}
          disabledDate={(day) => day.isAfter(dayjs(), 'day')}
          aria-label={t.custom}
        />
      </Space>
      <Row gutter={[16, 16]}>
        <Col xs={12} md={8} xl={5}>
          <Card size="small">
            <Statistic title={t.cards.promptTokens} value={count(totals.promptTokens)} />
          </Card>
        </Col>
        <Col xs={12} md={8} xl={5}>
          <Card size="small">
            <Statistic title={t.cards.completionTokens} value={count(totals.completionTokens)} />
          </Card>
        </Col>
        <Col xs={12} md={8} xl={4}>
          <Card size="small">
            <Statistic title={t.cards.cost} value={yuan(totals.costFen)} />
          </Card>
        </Col>
        <Col xs={12} md={8} xl={4}>
          <Card size="small">
            <Statistic title={t.cards.answers} value={count(totals.answers)} />
          </Card>
        </Col>
        <Col xs={24} md={16} xl={6}>
          <Card size="small">
            <Statistic
              title={t.cards.share}
              value={[totals.modelAnswers, totals.offlineAnswers, totals.declinedAnswers]
                .map((n) => pct(n, totals.answers))
                .join(' / ')}
            />
          </Card>
        </Col>
      </Row>
      <Typography.Text type="secondary">{t.costNote}</Typography.Text>

      <Card title={t.sections.days} size="small">
        <Table<DayRow>
          size="small"
          dataSource={dayRows(d.days)}
          pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
          scroll={{ x: 640 }}
          columns={[{ title: c.date, dataIndex: 'date', width: 150 }, ...figureColumns, costColumn<DayRow>()]}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>{t.total}</Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                {count(totals.answers)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                {count(totals.promptTokens)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                {count(totals.completionTokens)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                {yuan(totals.costFen)}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
      </Card>

      <Card title={t.sections.models} size="small">
        <Table<UsageModel>
          size="small"
          rowKey="model"
          dataSource={d.models}
          pagination={false}
          scroll={{ x: 640 }}
          columns={[
            { title: c.model, dataIndex: 'model', width: 150, render: modelLabel },
            ...figureColumns,
            costColumn<UsageModel>(),
          ]}
        />
      </Card>

      <Card title={t.sections.users} size="small">
        <Table<UsageUser>
          size="small"
          rowKey="userId"
          dataSource={d.topUsers}
          pagination={false}
          scroll={{ x: 760 }}
          locale={{ emptyText: t.noUsers }}
          columns={[
            { title: c.user, dataIndex: 'nickname', width: 140 },
            { title: c.phone, dataIndex: 'phone', width: 130, render: (p: string | null) => p ?? '—' },
            ...figureColumns,
            costColumn<UsageUser>(),
          ]}
        />
      </Card>

      <Card title={t.sections.prices} size="small">
        <UsagePrices prices={d.prices} />
      </Card>
    </Space>
  );
}
