import type { ReactNode } from 'react';
import type { MenuProps } from 'antd';
import { Badge } from 'antd';
import { BellOutlined, CrownOutlined, LogoutOutlined, QuestionCircleOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { Pages, type PageName } from '@lucina/contracts';
import { useCurrentPage } from '@/hooks/use-current-page';
import { authSelectors, useAuthStore } from '@/stores/auth-store';
import { personalText } from '../locale';

/** Hooks the app wires in: logout confirmation and the tracked member-center click. */
export interface PersonalNavActions {
  onLogout: () => void;
  onMemberCenterClick?: () => void;
}

type NavPage = 'personalInfo' | 'member' | 'systemMessage' | 'helpFeedback';
const LOGOUT_KEY = 'logout';

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
export function usePersonalMenu({ onLogout, onMemberCenterClick }: PersonalNavActions) {
  const navigate = useNavigate();
  const page = useCurrentPage();
  const unread = useAuthStore(authSelectors.unreadMessages);

  const items: NonNullable<MenuProps['items']> = [
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
    if (key === 'member') onMemberCenterClick?.();
    void navigate(Pages[key as NavPage].path);
  };

  const selected = page ? (SELECTED_FOR[page] ?? page) : undefined;
  return { items, onClick, selectedKeys: selected ? [selected] : [] };
}
