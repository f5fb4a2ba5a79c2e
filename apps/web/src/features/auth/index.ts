export { refreshUserInfo, syncUserInfo } from './api/get-user-info';
export { updateUserInfo } from './api/update-user-info';
export { LoginButton } from './components/login-button';
export { useLogoutConfirm } from './hooks/use-logout-confirm';
export { loadBindPhoneModal, loadLoginModal, loadWechatMpReturn } from './lazy';
