import type { ReactNode } from 'react';
import type { MenuProps } from 'antd';
import { Badge } from 'antd';
import {
  BellOutlined,
  CrownOutlined,
  HomeOutlined,
  LogoutOutlined,
  MessageOutlined,
  QuestionCircleOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { Pages, type PageName } from '@lucina/contracts';
import { useCurrentPage } from '@/hooks/use-current-page';
import { authSelectors, useAuthStore } from '@/stores/auth-store';
import { personalText } from '../locale';

/** Hooks the app wires in: logout confirmation, the tracked member-center click, the way back to the chat. */
export interface PersonalNavActions {
  onLogout: () => void;
  onMemberCenterClick?: () => void;
  /** Opens the user's latest conversation (without it, 我的对话 opens a new chat on /home). */
  onOpenChat?: () => void;
}

type NavPage = 'personalInfo' | 'member' | 'systemMessage' | 'helpFeedback';
const LOGOUT_KEY = 'logout';
const HOME_KEY = 'home';
const CHAT_KEY = 'chat';

// Pages without their own entry highlight the entry they are reached from.
const SELECTED_FOR: Partial<Record<PageName, NavPage>> = {
  systemMessageDetail: 'systemMessage',
  referralBonus: 'member',
  myCoupons: 'member',
};

function labelWithBadge(label: string, count: number): ReactNode {
  return (
    <span className="personal-nav-label">
      {label}
      <Badge count={count} size="small" overflowCount={99} />
    </span>
  );
}

/** The personal navigation of SPEC §2, shared by the side menu and the avatar dropdown. */
export function usePersonalMenu({ onLogout, onMemberCenterClick, onOpenChat }: PersonalNavActions) {
  const navigate = useNavigate();
  const page = useCurrentPage();
  const unread = useAuthStore(authSelectors.unreadMessages);

  const items: NonNullable<MenuProps['items']> = [
    // The personal pages take the main navigation's place (the sidebar, the phone drawer): these lead back.
    { key: HOME_KEY, icon: <HomeOutlined />, label: personalText.nav.home },
    { key: CHAT_KEY, icon: <MessageOutlined />, label: personalText.nav.chat },
    { type: 'divider' },
    { key: 'personalInfo', icon: <UserOutlined />, label: personalText.nav.info },
    { key: 'member', icon: <CrownOutlined />, label: personalText.nav.member },
    {
      key: 'systemMessage',
      icon: <BellOutlined />,
      label: labelWithBadge(personalText.nav.systemMessage, unread),
    },
    { key: 'helpFeedback', icon: <QuestionCircleOutlined />, label: personalText.nav.helpFeedback },
    { type: 'divider' },
    { key: LOGOUT_KEY, icon: <LogoutOutlined />, label: personalText.nav.logout, danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === LOGOUT_KEY) {
      onLogout();
      return;
    }
    if (key === CHAT_KEY && onOpenChat) {
      onOpenChat();
      return;
    }
    if (key === HOME_KEY || key === CHAT_KEY) {
      void navigate(Pages.home.path);
      return;
    }
    if (key === 'member') onMemberCenterClick?.();
    void navigate(Pages[key as NavPage].path);
  };

  const selected = page ? (SELECTED_FOR[page] ?? page) : undefined;
  return { items, onClick, selectedKeys: selected ? [selected] : [] };
}
