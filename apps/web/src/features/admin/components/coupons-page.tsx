import { useState } from 'react';
import type { GetProps } from 'antd';
import {
  Alert,
  App,
  Button,
  Checkbox,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Select,
  Space,
  Switch,
  Table,
  Tabs,
  Tag,
  Tooltip,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { fenToYuan } from '@lucina/contracts';
import type { AdminCouponIssue, AdminCouponTemplate, CouponIssueAudience } from '@lucina/contracts/admin';
import { dayjs } from '@/lib/dayjs';
import { fenOfYuanAmount, yuanAmount } from '@/lib/money';
import styles from './admin.module.css';
import { useCouponIssues, useCouponTemplates, useIssueCoupons, useSaveCouponTemplate } from '../api/coupons';
import { usePlans } from '../api/plans';
import { couponText as t } from '../coupons-locale';
import { newRequestId } from '../utils/request-id';
import { calendarDay, endOfChinaDay, formatTime } from '@/lib/format-date';
import { PagedTable } from './paged-table';

const time = (iso: string) => formatTime(iso, 'minute');
const date = (iso: string) => formatTime(iso, 'day');

interface TemplateValues {
  name: string;
  description?: string;
  discount: number;
  minSpend: number;
  mode: 'days' | 'date';
  validDays?: number;
  validUntil?: Dayjs;
  planIds: number[];
  isActive: boolean;
}

/**
 * The plans a template applies to, as a named group. Form.Item marks a required field's control aria-required, which
 * ARIA does not allow on a group of checkboxes (axe's aria-allowed-attr, a screen reader meets an unknown state); the
 * rule's message still says a plan is needed.
 */
function PlanChecks({ 'aria-required': _required, ...props }: GetProps<typeof Checkbox.Group>) {
  return <Checkbox.Group role="group" aria-label={t.form.plans} {...props} />;
}

function TemplateDialog({ template, onClose }: { template: AdminCouponTemplate | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<TemplateValues>();
  const save = useSaveCouponTemplate();
  const plans = (usePlans().data ?? []).filter((p) => p.membershipLevel > 0);
  const mode = Form.useWatch('mode', form);
  const required = [{ required: true, message: t.form.required }];
  const submit = (v: TemplateValues) =>
    save.mutate(
      {
        ...(template ? { templateId: template.id } : {}),
        name: v.name,
        description: v.description ?? '',
        discountPermille: Math.round(v.discount * 100),
        minSpendFen: fenOfYuanAmount(v.minSpend),
        validDays: v.mode === 'days' ? (v.validDays ?? 0) : 0,
        validUntil: v.mode === 'date' && v.validUntil ? endOfChinaDay(v.validUntil) : null,
        planIds: v.planIds,
        isActive: v.isActive,
      },
      { onSuccess: () => (void message.success(t.form.saved), onClose()) },
    );
  return (
    <Modal
      open
      width={600}
      title={template ? t.form.editTitle(template.name) : t.form.createTitle}
      okText={t.form.save}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      {template && <Alert type="info" showIcon title={t.form.note} style={{ marginBottom: 16 }} />}
      <Form<TemplateValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={
          template
            ? {
                name: template.name,
                description: template.description,
                discount: template.discountPermille / 100,
                minSpend: yuanAmount(template.minSpendFen),
                mode: template.validUntil ? 'date' : 'days',
                validDays: template.validDays || 30,
                validUntil: template.validUntil ? dayjs(template.validUntil) : undefined,
                planIds: template.planIds,
                isActive: template.isActive,
              }
            : { discount: 8, minSpend: 0, mode: 'days', validDays: 30, planIds: [1, 2, 3, 4], isActive: true }
        }
      >
        <Space wrap align="start">
          <Form.Item name="name" label={t.form.name} rules={required}>
            <Input maxLength={20} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="discount" label={t.form.discount} rules={required} extra={t.form.discountHint}>
            <InputNumber min={1} max={9.9} step={0.5} precision={1} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="isActive" label={t.form.active} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Form.Item name="description" label={t.form.description}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="minSpend" label={t.form.minSpend} rules={required}>
          <InputNumber min={0} max={100000} precision={2} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="mode" label={t.form.validity}>
          <Radio.Group
            options={[
              { value: 'days', label: t.form.byDays },
              { value: 'date', label: t.form.byDate },
            ]}
          />
        </Form.Item>
        {mode === 'date' ? (
          <Form.Item name="validUntil" label={t.form.validUntil} rules={required}>
            <DatePicker disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
          </Form.Item>
        ) : (
          <Form.Item name="validDays" label={t.form.validDays} rules={required}>
            <InputNumber min={1} max={365} precision={0} style={{ width: 120 }} />
          </Form.Item>
        )}
        <Form.Item name="planIds" label={t.form.plans} rules={required}>
          <PlanChecks options={plans.map((p) => ({ value: p.id, label: p.name }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

interface IssueValues {
  kind: CouponIssueAudience['kind'];
  who?: string;
  level?: number;
  range?: [Dayjs, Dayjs];
}

function toAudience(v: IssueValues): CouponIssueAudience {
  switch (v.kind) {
    case 'user':
      return { kind: 'user', who: (v.who ?? '').trim() };
    case 'level':
      return { kind: 'level', level: v.level ?? 1 };
    case 'signup':
      return { kind: 'signup', from: calendarDay(v.range![0]), to: calendarDay(v.range![1]) };
    default:
      return { kind: v.kind };
  }
}

function IssueDialog({ template, onClose }: { template: AdminCouponTemplate; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<IssueValues>();
  // One id per opened dialog: a double click or a retry of the same dialog issues once.
  const [requestId] = useState(newRequestId);
  const issue = useIssueCoupons();
  const kind = Form.useWatch('kind', form);
  const required = [{ required: true, message: t.form.required }];
  return (
    <Modal
      open
      width={660}
      title={t.issueForm.title(template.name)}
      okText={t.issueForm.confirm}
      okButtonProps={{ loading: issue.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Alert type="info" showIcon title={t.issueForm.note} style={{ marginBottom: 16 }} />
      <Form<IssueValues>
        form={form}
        layout="vertical"
        initialValues={{ kind: 'user', level: 1 }}
        onFinish={(v) =>
          issue.mutate(
            { requestId, templateId: template.id, audience: toAudience(v) },
            { onSuccess: (r) => (void message.success(t.issueForm.issued(r.count)), onClose()) },
          )
        }
      >
        <Form.Item name="kind" label={t.issueForm.audience}>
          <Radio.Group
            options={(['user', 'all', 'level', 'unpaid', 'signup'] as const).map((k) => ({
              value: k,
              label: t.issueForm[k],
            }))}
          />
        </Form.Item>
        {kind === 'user' && (
          <Form.Item name="who" label={t.issueForm.who} rules={[{ ...required[0], whitespace: true }]}>
            <Input maxLength={64} />
          </Form.Item>
        )}
        {kind === 'level' && (
          <Form.Item name="level" label={t.issueForm.level}>
            <Select
              style={{ width: 160 }}
              options={[1, 2, 3, 4].map((n) => ({ value: n, label: t.issueForm.levelLabel(n) }))}
            />
          </Form.Item>
        )}
        {kind === 'signup' && (
          <Form.Item name="range" label={t.issueForm.range} rules={required}>
            <DatePicker.RangePicker />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

export const audienceText = (a: AdminCouponIssue['audience']) => {
  switch (a.kind) {
    case 'user':
      return t.audience.user(a.nickname ?? a.userId);
    case 'level':
      return t.audience.level(a.level);
    case 'signup':
      return t.audience.signup(a.from, a.to);
    default:
      return t.audience[a.kind];
  }
};

function Templates() {
  const templates = useCouponTemplates();
  const planNames = new Map((usePlans().data ?? []).map((p) => [p.id, p.name]));
  const [editing, setEditing] = useState<AdminCouponTemplate | 'new' | null>(null);
  const [issuing, setIssuing] = useState<AdminCouponTemplate | null>(null);
  return (
    <>
      <div className={styles.toolbar}>
        <Button type="primary" onClick={() => setEditing('new')}>
          {t.create}
        </Button>
      </div>
      <Table<AdminCouponTemplate>
        rowKey="id"
        loading={templates.isPending}
        dataSource={templates.data ?? []}
        pagination={false}
        scroll={{ x: 820 }}
        columns={[
          {
            title: t.columns.name,
            dataIndex: 'name',
            width: 150,
            render: (name: string, c) => (
              <>
                {name} {c.system && <Tag>{t.system}</Tag>}
                {c.description && <div className={styles.small}>{c.description}</div>}
              </>
            ),
          },
          { title: t.columns.discount, dataIndex: 'discountPermille', width: 70, render: t.discount },
          {
            title: t.columns.minSpend,
            dataIndex: 'minSpendFen',
            width: 90,
            render: (fen: number) => (fen > 0 ? t.minSpend(fenToYuan(fen).replace(/\.00$/, '')) : t.none),
          },
          {
            title: t.columns.validity,
            width: 130,
            render: (_, c) => (c.validUntil ? t.until(date(c.validUntil)) : t.days(c.validDays)),
          },
          {
            title: t.columns.plans,
            dataIndex: 'planIds',
            render: (ids: number[]) =>
              ids.length === 4 ? t.allPlans : ids.map((id) => planNames.get(id) ?? id).join('、'),
          },
          {
            title: t.columns.status,
            dataIndex: 'isActive',
            width: 70,
            render: (on: boolean) => (on ? <Tag color="green">{t.on}</Tag> : <Tag>{t.off}</Tag>),
          },
          { title: t.columns.issued, dataIndex: 'issuedCount', width: 80, align: 'right' },
          {
            title: t.columns.action,
            width: 110,
            fixed: 'right',
            render: (_, c) =>
              c.system ? (
                <Tooltip title={t.systemNote}>
                  <span className={styles.small}>{t.system}</span>
                </Tooltip>
              ) : (
                <Space size={12}>
                  <Button type="link" className={styles.inlineLink} onClick={() => setEditing(c)}>
                    {t.edit}
                  </Button>
                  <Button
                    type="link"
                    className={styles.inlineLink}
                    disabled={!c.isActive}
                    onClick={() => setIssuing(c)}
                  >
                    {t.issue}
                  </Button>
                </Space>
              ),
          },
        ]}
      />
      {editing && <TemplateDialog template={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {issuing && <IssueDialog template={issuing} onClose={() => setIssuing(null)} />}
    </>
  );
}

function Issues() {
  const [page, setPage] = useState(1);
  const issues = useCouponIssues(page);
  return (
    <PagedTable<AdminCouponIssue>
      rowKey="id"
      query={issues}
      page={page}
      onPageChange={setPage}
      scrollX={760}
      columns={[
        { title: t.columns.time, dataIndex: 'createTime', width: 150, render: time },
        { title: t.columns.template, dataIndex: 'templateName', width: 160 },
        { title: t.columns.audience, dataIndex: 'audience', render: audienceText },
        { title: t.columns.count, dataIndex: 'count', width: 80, align: 'right' },
        { title: t.columns.actor, dataIndex: 'actorNickname', width: 120, render: (v: string | null) => v ?? '—' },
      ]}
    />
  );
}

/** Coupon templates, their issue to one user or a segment, and the issue history. */
export function CouponsPage() {
  return (
    <Tabs
      items={[
        { key: 'templates', label: t.tabs.templates, children: <Templates /> },
        { key: 'issues', label: t.tabs.issues, children: <Issues /> },
      ]}
    />
  );
}
