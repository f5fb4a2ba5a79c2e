import { UserAvatarMenu } from '@/features/personal';
import { usePersonalNavActions } from './use-personal-nav-actions';

/** The avatar's personal menu (antd Dropdown), wired to the same actions as the personal sidebar. */
export function HeaderUserMenu(props: { defaultOpen: boolean; takeFocus: boolean }) {
  const actions = usePersonalNavActions();
  return <UserAvatarMenu {...actions} {...props} />;
}
