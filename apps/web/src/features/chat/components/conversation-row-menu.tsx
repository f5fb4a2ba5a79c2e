import { useEffect, useRef, useState } from 'react';
import { App, Button, Dropdown } from 'antd';
import { DeleteOutlined, EditOutlined, MoreOutlined, PushpinOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '@lucina/contracts';
import { chatKeys, deleteConversation, pinConversation } from '../api/conversations';
import { chatText as t } from '../locale';
import styles from './conversation-list.module.css';

interface Props {
  conversation: Conversation;
  /** Opened from the keyboard: this button takes the focus from the placeholder it replaces. */
  takeFocus: boolean;
  onRename: () => void;
  onDeleted: () => void;
}

/** A conversation's menu (rename, pin, delete with confirmation): antd, loaded on its first open. */
export function ConversationRowMenu({ conversation: c, takeFocus, onRename, onDeleted }: Props) {
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  // It loads because it was clicked: it opens at once.
  const [open, setOpen] = useState(true);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeFocus) button.current?.focus();
  }, [takeFocus]);
  const refreshList = () => queryClient.invalidateQueries({ queryKey: ['chat', 'list'] });
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

  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      menu={{
        items: [
          { key: 'rename', icon: <EditOutlined />, label: t.rename, onClick: onRename },
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
        ref={button}
        type="text"
        size="small"
        className={styles.more}
        icon={<MoreOutlined />}
        aria-label={`${t.moreActions}：${c.conversationTitle}`}
      />
    </Dropdown>
  );
}
