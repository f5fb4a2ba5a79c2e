export { PersonalNav } from './components/personal-nav';
export { UserAvatarMenu } from './components/user-avatar-menu';
export type { PersonalNavActions } from './hooks/use-personal-menu';
export { personalText } from './locale';
