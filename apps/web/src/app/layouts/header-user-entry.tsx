import { LoginButton } from '@/features/auth/components/login-button';
import { BubbleAnchor } from '@/features/bubbles/components/bubble-anchor';
import { UserAvatarMenu } from '@/features/personal/components/user-avatar-menu';
import { authSelectors, useAuthStore } from '@/stores/auth-store';
import { usePersonalNavActions } from './use-personal-nav-actions';

/** Avatar with the personal menu for users, the login button for visitors (SPEC §2). */
export function HeaderUserEntry() {
  const isLoggedIn = useAuthStore(authSelectors.isLoggedIn);
  const actions = usePersonalNavActions();
  return isLoggedIn ? (
    <BubbleAnchor>
      <UserAvatarMenu {...actions} />
    </BubbleAnchor>
  ) : (
    <LoginButton />
  );
}
