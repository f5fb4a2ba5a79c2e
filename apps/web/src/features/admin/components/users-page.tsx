import { Button, Input, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import type { AdminUser } from '@lucina/contracts/admin';
import { formatTime } from '@/lib/format-date';
import { useUsers } from '../api/users';
import { adminText } from '../locale';
import { LevelTag } from './tags';
import { UserDrawer } from './user-drawer';
import styles from './admin.module.css';
import { PagedTable } from './paged-table';

const t = adminText.users;
const date = (iso: string | null) => formatTime(iso, 'day');

/** Search, then one account in a drawer; the keyword, page and open account are in the URL. */
export function UsersPage() {
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const page = Number(params.get('page') ?? 1) || 1;
  const open = params.get('open');
  const set = (patch: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );
  const list = useUsers(keyword, page);

  return (
    <>
      <div className={styles.toolbar}>
        <Input.Search
          allowClear
          enterButton
          aria-label={t.search}
          placeholder={t.search}
          defaultValue={keyword}
          style={{ width: 360 }}
          onSearch={(v) => set({ keyword: v.trim() || null, page: null })}
        />
      </div>
      <PagedTable<AdminUser>
        rowKey="id"
        query={list}
        page={page}
        onPageChange={(p) => set({ page: String(p) })}
        scrollX={960}
        fixedSize
        columns={[
          {
            title: t.columns.nickname,
            dataIndex: 'nickname',
            width: 180,
            render: (v: string, u) => (
              <>
                {v} {u.role && <Tag color="blue">{t.staff[u.role]}</Tag>}
              </>
            ),
          },
          {
            title: t.columns.contact,
            width: 240,
            render: (_, u) => (
              <Typography.Text type={u.phone || u.email ? undefined : 'secondary'}>
                {[u.phone, u.email].filter(Boolean).join(' / ') || '—'}
              </Typography.Text>
            ),
          },
          { title: t.columns.level, dataIndex: 'level', width: 110, render: (l: number) => <LevelTag level={l} /> },
          { title: t.columns.endTime, dataIndex: 'endTime', width: 120, render: date },
          { title: t.columns.chats, dataIndex: 'chatCount', width: 100, align: 'right' },
          { title: t.columns.created, dataIndex: 'createTime', width: 120, render: date },
          {
            title: t.columns.action,
            width: 80,
            fixed: 'right',
            render: (_, u) => (
              <Button type="link" onClick={() => set({ open: u.id })}>
                {t.view}
              </Button>
            ),
          },
        ]}
      />
      <UserDrawer id={open} onClose={() => set({ open: null })} />
    </>
  );
}
