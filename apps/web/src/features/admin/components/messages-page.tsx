import { useState } from 'react';
import { App, Button, Card, Form, Input, Radio, Select, Table } from 'antd';
import type { Campaign, CampaignAudience } from '@lucina/contracts/admin';
import { dayjs } from '@/lib/dayjs';
import { useCampaigns, useSendCampaign } from '../api/admin';
import { adminText } from '../locale';

const t = adminText.messages;

interface ComposeValues {
  title: string;
  content: string;
  kind: CampaignAudience['kind'];
  level?: number;
  userIds?: string;
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
  const required = [{ required: true, whitespace: true, message: t.required }];
  return (
    <Card title={t.compose} style={{ marginBottom: 24 }}>
      <Form<ComposeValues>
        form={form}
        layout="vertical"
        initialValues={{ kind: 'all', level: 1 }}
        onFinish={(v) =>
          send.mutate(
            { title: v.title, content: v.content, audience: toAudience(v) },
            { onSuccess: (c) => (form.resetFields(), void message.success(t.sent(c.recipients))) },
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
        <Button type="primary" htmlType="submit" loading={send.isPending}>
          {t.send}
        </Button>
      </Form>
    </Card>
  );
}

export function MessagesPage() {
  const [page, setPage] = useState(1);
  const list = useCampaigns(page);
  return (
    <>
      <Compose />
      <Table<Campaign>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 800 }}
        pagination={{ current: page, pageSize: 20, total: list.data?.total ?? 0, onChange: setPage }}
        columns={[
          {
            title: t.columns.time,
            dataIndex: 'createTime',
            width: 150,
            render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
          },
          { title: t.columns.title, dataIndex: 'title', ellipsis: true },
          { title: t.columns.audience, dataIndex: 'audience', width: 140, render: audienceText },
          { title: t.columns.recipients, dataIndex: 'recipients', width: 100 },
          { title: t.columns.read, dataIndex: 'readCount', width: 100 },
          { title: t.columns.actor, dataIndex: 'actorNickname', width: 120 },
        ]}
      />
    </>
  );
}
