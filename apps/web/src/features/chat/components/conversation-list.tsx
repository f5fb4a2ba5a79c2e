import { useState, type MouseEvent } from 'react';
import { MoreOutlined, PlusOutlined, PushpinFilled } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { Business, type Conversation } from '@lucina/contracts';
import { Pages } from '@lucina/contracts';
import { antdIsland } from '@/components/ui/antd-island';
import { PlainButton } from '@/components/ui/plain-button';
import { toastSuccess } from '@/lib/feedback';
import { authSelectors, useAuthStore } from '@/stores/auth-store';
import { conversationListOptions, patchCachedConversation, renameConversation } from '../api/conversations';
import { CONVERSATION_PARAM, useActiveConversationId } from '../hooks/use-chat-page';
import { chatText as t } from '../locale';
import { displayTitle } from '../utils/draft';
import styles from './conversation-list.module.css';

const ConversationRowMenu = antdIsland(async () => (await import('./conversation-row-menu')).ConversationRowMenu);

/**
 * The sidebar's history: pinned first, then most recent (the server's order). Plain React, as it is on
 * /home's first screen; a row's menu (antd) loads when it is first opened.
 */
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
      <PlainButton variant="default" onClick={() => open(null)} className={styles.newChat}>
        <PlusOutlined />
        {t.newChat}
      </PlainButton>
      <span className={styles.heading}>{t.history}</span>
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
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  // null until the menu is first opened; then whether its button takes over the keyboard focus.
  const [menuWanted, setMenuWanted] = useState<{ focus: boolean } | null>(null);
  const [draft, setDraft] = useState(c.conversationTitle);

  const saveTitle = async () => {
    setEditing(false);
    const title = draft.trim();
    if (!title || title === c.conversationTitle) return setDraft(c.conversationTitle);
    const updated = await renameConversation(c.id, title).catch(() => null);
    if (updated) {
      patchCachedConversation(queryClient, updated);
      toastSuccess(t.renamed);
    } else setDraft(c.conversationTitle);
  };
  if (editing) {
    return (
      <li className={styles.row}>
        <input
          className={styles.renameInput}
          // The field replaces the title the user just chose to rename: typing goes straight into it.
          autoFocus
          value={draft}
          maxLength={100}
          aria-label={t.rename}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={() => void saveTitle()}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.nativeEvent.isComposing) void saveTitle();
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
      {menuWanted ? (
        <ConversationRowMenu
          conversation={c}
          takeFocus={menuWanted.focus}
          onRename={() => {
            setMenuWanted(null);
            setEditing(true);
          }}
          onDeleted={onDeleted}
          fallback={<MoreButton title={c.conversationTitle} />}
        />
      ) : (
        <MoreButton
          title={c.conversationTitle}
          onClick={(e) => setMenuWanted({ focus: document.activeElement === e.currentTarget })}
        />
      )}
    </li>
  );
}

/** The row's menu button as antd's small text Button draws it, before the menu's code is loaded. */
function MoreButton({ title, onClick }: { title: string; onClick?: (e: MouseEvent<HTMLButtonElement>) => void }) {
  return (
    <PlainButton
      size="small"
      shape="icon"
      className={`${styles.more} ${styles.moreSmall}`}
      aria-label={`${t.moreActions}：${title}`}
      onClick={onClick}
    >
      <MoreOutlined />
    </PlainButton>
  );
}
