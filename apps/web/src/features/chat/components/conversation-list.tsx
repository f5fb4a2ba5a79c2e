import { useState } from 'react';
import { App, Button, Dropdown, Input, Typography } from 'antd';
import {
  DeleteOutlined,
  EditOutlined,
  MoreOutlined,
  PlusOutlined,
  PushpinFilled,
  PushpinOutlined,
} from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { Business, type Conversation } from '@lucina/contracts';
import { Pages } from '@lucina/contracts';
import { authSelectors, useAuthStore } from '@/stores/auth-store';
import {
  chatKeys,
  conversationListOptions,
  deleteConversation,
  patchCachedConversation,
  pinConversation,
  renameConversation,
} from '../api/conversations';
import { CONVERSATION_PARAM, useActiveConversationId } from '../hooks/use-chat-page';
import { chatText as t } from '../locale';
import { displayTitle } from '../utils/draft';
import styles from './conversation-list.module.css';

/** The sidebar's history: pinned first, then most recent (the server's order). */
export function ConversationList({ onNavigate }: { onNavigate?: () => void }) {
  const owner = useAuthStore(authSelectors.token) ?? 'visitor';
  const list = useQuery(conversationListOptions(owner));
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const activeId = useActiveConversationId();
  const onHome = pathname === Pages.home.path;
  const open = (id: string | null) => {
    void navigate(id ? `${Pages.home.path}?${CONVERSATION_PARAM}=${id}` : Pages.home.path);
    onNavigate?.();
  };

  return (
    <nav className={styles.panel} aria-label={t.history}>
      <Button block icon={<PlusOutlined />} onClick={() => open(null)} className={styles.newChat}>
        {t.newChat}
      </Button>
      <Typography.Text type="secondary" className={styles.heading}>
        {t.history}
      </Typography.Text>
      {list.data?.length === 0 && <p className={styles.empty}>{t.emptyHistory}</p>}
      <ul className={styles.list}>
        {list.data?.map((c) => (
          <ConversationRow
            key={c.id}
            conversation={c}
            active={onHome && c.id === activeId}
            onOpen={() => open(c.id)}
            onDeleted={() => c.id === activeId && open(null)}
          />
        ))}
      </ul>
    </nav>
  );
}

interface RowProps {
  conversation: Conversation;
  active: boolean;
  onOpen: () => void;
  onDeleted: () => void;
}

function ConversationRow({ conversation: c, active, onOpen, onDeleted }: RowProps) {
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(c.conversationTitle);
  const refreshList = () => queryClient.invalidateQueries({ queryKey: ['chat', 'list'] });

  const saveTitle = async () => {
    setEditing(false);
    const title = draft.trim();
    if (!title || title === c.conversationTitle) return setDraft(c.conversationTitle);
    const updated = await renameConversation(c.id, title).catch(() => null);
    if (updated) {
      patchCachedConversation(queryClient, updated);
      void message.success(t.renamed);
    } else setDraft(c.conversationTitle);
  };
  const togglePin = async () => {
    if (await pinConversation(c.id, !c.pinned).catch(() => null)) void refreshList();
  };
  const confirmDelete = () =>
    modal.confirm({
      title: t.deleteTitle,
      content: t.deleteContent,
      okText: t.deleteOk,
      okButtonProps: { danger: true },
      cancelText: t.cancel,
      onOk: async () => {
        await deleteConversation(c.id);
        queryClient.removeQueries({ queryKey: chatKeys.messages(c.id) });
        await refreshList();
        void message.success(t.deleted);
        onDeleted();
      },
    });

  if (editing) {
    return (
      <li className={styles.row}>
        <Input
          size="small"
          autoFocus
          value={draft}
          maxLength={100}
          aria-label={t.rename}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={() => void saveTitle()}
          onPressEnter={() => void saveTitle()}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              setDraft(c.conversationTitle);
              setEditing(false);
            }
          }}
        />
      </li>
    );
  }

  return (
    <li className={`${styles.row} ${active ? styles.active : ''}`} data-testid="conversation-row">
      <button
        type="button"
        className={styles.title}
        onClick={onOpen}
        aria-current={active ? 'page' : undefined}
        title={c.conversationTitle}
      >
        {c.pinned && <PushpinFilled className={styles.pinIcon} aria-label={t.pinned} />}
        <span className={styles.titleText}>
          {displayTitle(c.conversationTitle, Business.conversationTitleMaxChars)}
        </span>
      </button>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'rename', icon: <EditOutlined />, label: t.rename, onClick: () => setEditing(true) },
            {
              key: 'pin',
              icon: <PushpinOutlined />,
              label: c.pinned ? t.unpin : t.pin,
              onClick: () => void togglePin(),
            },
            { key: 'delete', icon: <DeleteOutlined />, label: t.delete, danger: true, onClick: confirmDelete },
          ],
        }}
      >
        <Button
          type="text"
          size="small"
          className={styles.more}
          icon={<MoreOutlined />}
          aria-label={`${t.moreActions}：${c.conversationTitle}`}
        />
      </Dropdown>
    </li>
  );
}
