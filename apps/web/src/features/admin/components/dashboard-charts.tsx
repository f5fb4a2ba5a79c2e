import { theme } from 'antd';
import {
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
  type ChartOptions,
} from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import { fenToYuan } from '@lucina/contracts';
import { type Dashboard } from '@lucina/contracts/admin';
import { adminText } from '../locale';

// Only what these charts draw is registered, so the console chunk carries no more of chart.js than that.
Chart.register(CategoryScale, LinearScale, PointElement, LineElement, BarElement, Tooltip, Legend);

const t = adminText.dashboard;
const short = (date: string) => date.slice(5);

function options<T extends 'line' | 'bar'>(extra: ChartOptions<T>): ChartOptions<T> {
  return {
    responsive: true,
    maintainAspectRatio: false,
    interaction: { mode: 'index', intersect: false },
    plugins: { legend: { position: 'bottom', labels: { boxWidth: 12 } } },
    ...extra,
  } as ChartOptions<T>;
}

/** Daily activity: visitors, sign-ups, finished tests and new conversations. */
export function ActivityChart({ days }: { days: Dashboard['days'] }) {
  const { token } = theme.useToken();
  const series = [
    { key: 'visitors', color: token.colorPrimary },
    { key: 'signups', color: token.colorSuccess },
    { key: 'testsFinished', color: token.colorWarning },
    { key: 'conversations', color: token.magenta },
  ] as const;
  return (
    <Line
      aria-label={t.activity}
      role="img"
      options={options<'line'>({ scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } })}
      data={{
        labels: days.map((d) => short(d.date)),
        datasets: series.map((s) => ({
          label: t.metrics[s.key],
          data: days.map((d) => d[s.key]),
          borderColor: s.color,
          backgroundColor: s.color,
          tension: 0.3,
          pointRadius: 2,
        })),
      }}
    />
  );
}

/** Daily money: revenue and refunds in yuan. */
export function RevenueChart({ days }: { days: Dashboard['days'] }) {
  const { token } = theme.useToken();
  return (
    <Bar
      aria-label={t.revenue}
      role="img"
      options={options<'bar'>({
        scales: { y: { beginAtZero: true, ticks: { callback: (v) => `¥${v}` } } },
        plugins: {
          legend: { position: 'bottom', labels: { boxWidth: 12 } },
          tooltip: { callbacks: { label: (c) => `${c.dataset.label}：¥${Number(c.raw).toFixed(2)}` } },
        },
      })}
      data={{
        labels: days.map((d) => short(d.date)),
        datasets: [
          {
            label: t.metrics.revenueFen,
            data: days.map((d) => Number(fenToYuan(d.revenueFen))),
            backgroundColor: token.colorPrimary,
            borderRadius: 4,
          },
          {
            label: t.metrics.refundFen,
            data: days.map((d) => Number(fenToYuan(d.refundFen))),
            backgroundColor: token.colorError,
            borderRadius: 4,
          },
        ],
      }}
    />
  );
}

/** The funnel as horizontal bars, each labelled with its share of the step before. */
export function FunnelChart({ funnel }: { funnel: Dashboard['funnel'] }) {
  const { token } = theme.useToken();
  const steps = [funnel.visitors, funnel.logins, funnel.testsFinished, funnel.paid];
  return (
    <Bar
      aria-label={t.funnel}
      role="img"
      options={options<'bar'>({
        indexAxis: 'y',
        plugins: {
          legend: { display: false },
          tooltip: {
            callbacks: {
              label: (c) => {
                const prev = c.dataIndex > 0 ? steps[c.dataIndex - 1]! : 0;
                const share = prev > 0 ? `（${t.ofPrevious} ${((Number(c.raw) / prev) * 100).toFixed(1)}%）` : '';
                return `${c.raw}${share}`;
              },
            },
          },
        },
        scales: { x: { beginAtZero: true, ticks: { precision: 0 } } },
      })}
      data={{
        labels: t.funnelSteps.map((s) => s),
        datasets: [{ data: steps, backgroundColor: token.colorPrimary, borderRadius: 4 }],
      }}
    />
  );
}
