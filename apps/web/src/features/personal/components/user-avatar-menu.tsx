import { useEffect, useRef, useState } from 'react';
import { Avatar, Badge, Dropdown, Flex, Typography, theme } from 'antd';
import { useIsPhone } from '@/hooks/use-breakpoint';
import { authSelectors, useAuthStore } from '@/stores/auth-store';
import { usePersonalMenu, type PersonalNavActions } from '../hooks/use-personal-menu';
import { personalText } from '../locale';
import { MemberLevelTag } from '@/components/ui/member-level-tag';
import { DefaultImages } from '@/config/default-images';

/** Header avatar whose dropdown is the personal navigation (SPEC §2). */
export function UserAvatarMenu({
  defaultOpen = false,
  takeFocus = false,
  ...actions
}: PersonalNavActions & { defaultOpen?: boolean; takeFocus?: boolean }) {
  const { token } = theme.useToken();
  // Opened by the click or hover that loaded this menu (see app/layouts/header-user-entry.tsx).
  const [open, setOpen] = useState(defaultOpen);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeFocus) trigger.current?.focus();
  }, [takeFocus]);
  const isPhone = useIsPhone();
  const user = useAuthStore(authSelectors.user);
  const unread = useAuthStore(authSelectors.unreadMessages);
  const { items, onClick, selectedKeys } = usePersonalMenu(actions);

  const summary = user && (
    <Flex
      align="center"
      gap={12}
      style={{ padding: `${token.paddingSM}px ${token.padding}px`, borderBottom: `1px solid ${token.colorSplit}` }}
    >
      <Avatar size={40} src={user.userIcon || DefaultImages.head} alt="" />
      <Flex vertical gap={4} style={{ minWidth: 0 }}>
        <Typography.Text strong ellipsis style={{ maxWidth: 160 }}>
          {user.nickname}
        </Typography.Text>
        <span>
          <MemberLevelTag user={user} />
        </span>
      </Flex>
    </Flex>
  );

  return (
    <Dropdown
      // Hover does not exist on touch screens.
      trigger={isPhone ? ['click'] : ['hover', 'click']}
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      menu={{ items, onClick, selectedKeys }}
      popupRender={(menu) => (
        <div
          style={{
            background: token.colorBgElevated,
            borderRadius: token.borderRadiusLG,
            boxShadow: token.boxShadowSecondary,
            minWidth: 220,
            overflow: 'hidden',
          }}
        >
          {summary}
          {menu}
        </div>
      )}
    >
      <button ref={trigger} type="button" aria-label={personalText.avatarMenuLabel} className="header-avatar-button">
        <Badge dot={unread > 0} offset={[-4, 4]}>
          <Avatar size={36} src={user?.userIcon || DefaultImages.head} alt="" />
        </Badge>
      </button>
    </Dropdown>
  );
}
