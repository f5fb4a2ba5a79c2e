import { Card, Col, Row, Statistic, Table } from 'antd';
import { Link } from 'react-router';
import type { Dashboard } from '@lucina/contracts/admin';
import { categoryName, safetyText } from '../safety-locale';

const t = safetyText.dashboard;

/** The dashboard's content-safety card: blocks by category today and this week, and what awaits review. */
export function DashboardSafety({ safety }: { safety: Dashboard['safety'] }) {
  const today = new Map(safety.blocksToday.map((c) => [c.category, c.count]));
  const rows = safety.blocksWeek.map((c) => ({ ...c, today: today.get(c.category) ?? 0 }));
  const sum = (list: Array<{ count: number }>) => list.reduce((s, c) => s + c.count, 0);
  return (
    <Card title={t.title} size="small" extra={<Link to="/admin/review">{t.toQueue}</Link>}>
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <Statistic title={t.blocksToday} value={sum(safety.blocksToday)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t.blocksWeek} value={sum(safety.blocksWeek)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t.openReports} value={safety.openReports} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t.openBlocks} value={safety.openBlocks} />
        </Col>
        <Col span={24}>
          <Table
            rowKey="category"
            size="small"
            dataSource={rows}
            pagination={false}
            locale={{ emptyText: t.none }}
            columns={[
              { title: t.category, dataIndex: 'category', render: (c: string) => categoryName(c) },
              { title: t.today, dataIndex: 'today', align: 'right' },
              { title: t.week, dataIndex: 'count', align: 'right' },
            ]}
          />
        </Col>
      </Row>
    </Card>
  );
}
