import { useState, type ButtonHTMLAttributes } from 'react';
import { antdIsland } from '@/components/ui/antd-island';
import { DefaultImages } from '@/config/default-images';
import { LoginButton } from '@/features/auth';
import { BubbleAnchor } from '@/features/bubbles';
import { personalText } from '@/features/personal';
import { authSelectors, useAuthStore } from '@/stores/auth-store';

const HeaderUserMenu = antdIsland(async () => (await import('./header-user-menu')).HeaderUserMenu);

/** antd's Avatar in its Badge, drawn plain: the menu's trigger until the menu (antd) is first wanted. */
function PlainAvatar(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  const icon = useAuthStore((s) => s.user?.userIcon);
  const unread = useAuthStore(authSelectors.unreadMessages);
  return (
    <button type="button" aria-label={personalText.avatarMenuLabel} className="header-avatar-button" {...props}>
      <span className="header-avatar-badge">
        <img className="header-avatar-image" src={icon || DefaultImages.head} alt="" width={36} height={36} />
        {unread > 0 && <sup className="header-avatar-dot" />}
      </span>
    </button>
  );
}

/**
 * Avatar with the personal menu for users, the login button for visitors (SPEC §2). The menu's code
 * (antd) loads on the first hover, click or tap of the avatar, so it never weighs on the first screen.
 */
export function HeaderUserEntry() {
  const isLoggedIn = useAuthStore(authSelectors.isLoggedIn);
  // null: not wanted yet; else whether the menu opens as soon as it is there, and takes the focus.
  const [wanted, setWanted] = useState<{ open: boolean; focus: boolean } | null>(null);
  if (!isLoggedIn) return <LoginButton />;
  return (
    <BubbleAnchor>
      {wanted ? (
        <HeaderUserMenu defaultOpen={wanted.open} takeFocus={wanted.focus} fallback={<PlainAvatar />} />
      ) : (
        <PlainAvatar
          onPointerEnter={(e) => e.pointerType === 'mouse' && setWanted({ open: true, focus: false })}
          // A keyboard's Enter: the menu's own trigger takes the focus over from this one.
          onClick={(e) => setWanted({ open: true, focus: document.activeElement === e.currentTarget })}
        />
      )}
    </BubbleAnchor>
  );
}
