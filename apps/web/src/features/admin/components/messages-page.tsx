import { useState } from 'react';
import { App, Button, Card, DatePicker, Form, Input, Popconfirm, Radio, Select, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import type { Campaign, CampaignAudience, CampaignStatus } from '@lucina/contracts/admin';
import { dayjs } from '@/lib/dayjs';
import { formatTime } from '@/lib/format-date';
import { useCampaigns, useCancelCampaign, useSendCampaign } from '../api/admin';
import { adminText } from '../locale';
import { PagedTable } from './paged-table';

const t = adminText.messages;
const time = (iso: string) => formatTime(iso, 'minute');
const STATUS_COLOR: Record<CampaignStatus, string> = { scheduled: 'blue', sent: 'green', cancelled: 'default' };

interface ComposeValues {
  title: string;
  content: string;
  kind: CampaignAudience['kind'];
  level?: number;
  userIds?: string;
  when: 'now' | 'later';
  sendAt?: Dayjs;
}

const audienceText = (a: CampaignAudience) =>
  a.kind === 'all' ? t.all : a.kind === 'level' ? t.levelLabel(a.level) : `${t.users}（${a.userIds.length}）`;

function toAudience(v: ComposeValues): CampaignAudience {
  if (v.kind === 'level') return { kind: 'level', level: v.level ?? 1 };
  if (v.kind === 'users') {
    const userIds = (v.userIds ?? '')
      .split(/[\s,，]+/)
      .map((s) => s.trim())
      .filter(Boolean);
    return { kind: 'users', userIds };
  }
  return { kind: 'all' };
}

function Compose() {
  const { message } = App.useApp();
  const [form] = Form.useForm<ComposeValues>();
  const send = useSendCampaign();
  const kind = Form.useWatch('kind', form);
  const when = Form.useWatch('when', form);
  const required = [{ required: true, whitespace: true, message: t.required }];
  return (
    <Card title={t.compose} style={{ marginBottom: 24 }}>
      <Form<ComposeValues>
        form={form}
        layout="vertical"
        initialValues={{ kind: 'all', level: 1, when: 'now' }}
        onFinish={(v) =>
          send.mutate(
            {
              title: v.title,
              content: v.content,
              audience: toAudience(v),
              ...(v.when === 'later' && v.sendAt ? { sendAt: v.sendAt.toISOString() } : {}),
            },
            {
              onSuccess: (c) => {
                form.resetFields();
                void message.success(c.sendAt ? t.scheduled(time(c.sendAt)) : t.sent(c.recipients));
              },
            },
          )
        }
      >
        <Form.Item name="title" label={t.title} rules={required}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="content" label={t.content} rules={required}>
          <Input.TextArea rows={5} maxLength={5000} />
        </Form.Item>
        <Form.Item name="kind" label={t.audience}>
          <Radio.Group
            options={[
              { value: 'all', label: t.all },
              { value: 'level', label: t.level },
              { value: 'users', label: t.users },
            ]}
          />
        </Form.Item>
        {kind === 'level' && (
          <Form.Item name="level" label={t.level}>
            <Select style={{ width: 160 }} options={[1, 2, 3, 4].map((n) => ({ value: n, label: t.levelLabel(n) }))} />
          </Form.Item>
        )}
        {kind === 'users' && (
          <Form.Item name="userIds" label={t.userIds} rules={required}>
            <Input.TextArea rows={3} />
          </Form.Item>
        )}
        <Form.Item name="when" label={t.when}>
          <Radio.Group
            options={[
              { value: 'now', label: t.now },
              { value: 'later', label: t.later },
            ]}
          />
        </Form.Item>
        {when === 'later' && (
          <Form.Item name="sendAt" label={t.sendAt} rules={[{ required: true, message: t.sendAtRequired }]}>
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              disabledDate={(d) => d.isBefore(dayjs(), 'day')}
            />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" loading={send.isPending}>
          {when === 'later' ? t.schedule : t.send}
        </Button>
      </Form>
    </Card>
  );
}

export function MessagesPage() {
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const list = useCampaigns(page);
  const cancel = useCancelCampaign();
  return (
    <>
      <Compose />
      <PagedTable<Campaign>
        rowKey="id"
        query={list}
        page={page}
        onPageChange={setPage}
        scrollX={960}
        columns={[
          {
            title: t.columns.time,
            width: 150,
            render: (_, c) => time(c.sentTime ?? c.sendAt ?? c.createTime),
          },
          { title: t.columns.title, dataIndex: 'title', ellipsis: true },
          { title: t.columns.audience, dataIndex: 'audience', width: 140, render: audienceText },
          {
            title: t.columns.status,
            dataIndex: 'status',
            width: 90,
            render: (s: CampaignStatus) => <Tag color={STATUS_COLOR[s]}>{t.status[s]}</Tag>,
          },
          // Counted when it goes out.
          { title: t.columns.recipients, width: 90, render: (_, c) => (c.status === 'sent' ? c.recipients : '—') },
          { title: t.columns.read, width: 90, render: (_, c) => (c.status === 'sent' ? c.readCount : '—') },
          { title: t.columns.actor, dataIndex: 'actorNickname', width: 110 },
          {
            title: t.columns.action,
            width: 110,
            fixed: 'right',
            render: (_, c) =>
              c.status === 'scheduled' && (
                <Popconfirm
                  title={t.confirmCancel}
                  onConfirm={() => cancel.mutate(c.id, { onSuccess: () => void message.success(t.cancelled) })}
                >
                  <Button type="link" danger>
                    {t.cancel}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </>
  );
}
