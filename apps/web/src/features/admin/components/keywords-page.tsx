import { lazy, Suspense, useState } from 'react';
import { App, Button, Form, Input, Modal, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import type { AdminKeyword, KeywordCategory } from '@lucina/contracts/admin';
import { formatTime } from '@/lib/format-date';
import { downloadCsv } from '../utils/csv';
import { exportKeywords, useAddKeyword, useEnableKeyword, useKeywords, useRemoveKeyword } from '../api/safety';
import { categoryName, categoryOptions, safetyText } from '../safety-locale';
import styles from './admin.module.css';
import { PAGE_SIZE, PagedTable } from './paged-table';

const t = safetyText.keywords;
const ImportModal = lazy(async () => ({ default: (await import('./keyword-import-modal')).KeywordImportModal }));

/** 内容安全 · 关键词库: the library by category, with add, remove or disable, import and export. */
export function KeywordsPage() {
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState<string | undefined>();
  const [category, setCategory] = useState<KeywordCategory | undefined>();
  const [status, setStatus] = useState<'enabled' | 'disabled' | undefined>();
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const list = useKeywords({ keyword, category, status, page, pageSize: PAGE_SIZE });
  const add = useAddKeyword();
  const remove = useRemoveKeyword();
  const enable = useEnableKeyword();
  const [form] = Form.useForm<{ term: string; category: KeywordCategory }>();
  const filter =
    <T,>(set: (v: T) => void) =>
    (v: T) => (set(v), setPage(1));

  const download = async () => {
    const file = await exportKeywords(category);
    downloadCsv(file.filename, file.csv);
    void message.success(t.exported(file.count));
  };

  return (
    <>
      <Typography.Paragraph type="secondary">{t.hint}</Typography.Paragraph>
      <div className={`${styles.toolbar} ${styles.spread}`}>
        <Space wrap>
          <Input.Search
            allowClear
            aria-label={t.search}
            placeholder={t.search}
            style={{ width: 220 }}
            onSearch={(v) => filter(setKeyword)(v.trim() || undefined)}
          />
          <Select
            allowClear
            aria-label={t.category}
            placeholder={t.allCategories}
            style={{ width: 160 }}
            options={categoryOptions}
            onChange={filter(setCategory)}
          />
          <Select
            allowClear
            aria-label={t.status}
            placeholder={t.allStatuses}
            style={{ width: 120 }}
            options={[
              { value: 'enabled', label: t.enabled },
              { value: 'disabled', label: t.disabled },
            ]}
            onChange={filter(setStatus)}
          />
        </Space>
        <Space wrap>
          <Button type="primary" onClick={() => setAdding(true)}>
            {t.add}
          </Button>
          <Button onClick={() => setImporting(true)}>{t.import}</Button>
          <Button onClick={() => void download()}>{t.export}</Button>
        </Space>
      </div>
      <PagedTable<AdminKeyword>
        rowKey="id"
        query={list}
        page={page}
        onPageChange={setPage}
        scrollX={760}
        locale={{ emptyText: t.empty }}
        columns={[
          { title: t.columns.term, dataIndex: 'term', ellipsis: true },
          { title: t.columns.category, dataIndex: 'category', width: 150, render: (c: string) => categoryName(c) },
          {
            title: t.columns.source,
            dataIndex: 'shipped',
            width: 100,
            render: (v: boolean) => (v ? t.source.shipped : t.source.operator),
          },
          {
            title: t.columns.status,
            dataIndex: 'disabled',
            width: 90,
            render: (v: boolean) => (v ? <Tag>{t.disabled}</Tag> : <Tag color="green">{t.enabled}</Tag>),
          },
          {
            title: t.columns.updated,
            dataIndex: 'updateTime',
            width: 150,
            render: (v: string) => formatTime(v, 'minute'),
          },
          {
            title: t.columns.action,
            width: 100,
            fixed: 'right',
            render: (_, k) =>
              k.disabled ? (
                <Button
                  type="link"
                  onClick={() => enable.mutate(k.id, { onSuccess: () => void message.success(t.enabledDone) })}
                >
                  {t.enable}
                </Button>
              ) : (
                <Popconfirm
                  title={k.shipped ? t.confirmDisable : t.confirmRemove}
                  okButtonProps={{ danger: true }}
                  onConfirm={() =>
                    remove.mutate(k.id, {
                      onSuccess: (r) => void message.success(r.removed === 'deleted' ? t.removed : t.disabledDone),
                    })
                  }
                >
                  <Button type="link" danger>
                    {k.shipped ? t.disable : t.remove}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
      <Modal
        title={t.add}
        open={adding}
        destroyOnHidden
        confirmLoading={add.isPending}
        onCancel={() => setAdding(false)}
        onOk={() => form.submit()}
      >
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{ category: category ?? 'illegal' }}
          onFinish={(values) =>
            add.mutate(values, {
              onSuccess: () => {
                setAdding(false);
                void message.success(t.added);
              },
            })
          }
        >
          <Form.Item name="term" label={t.term} rules={[{ required: true, whitespace: true, message: t.termRequired }]}>
            <Input maxLength={50} placeholder={t.termPlaceholder} />
          </Form.Item>
          <Form.Item name="category" label={t.category}>
            <Select options={categoryOptions} />
          </Form.Item>
        </Form>
      </Modal>
      {importing && (
        <Suspense fallback={null}>
          <ImportModal open={importing} onClose={() => setImporting(false)} />
        </Suspense>
      )}
    </>
  );
}
