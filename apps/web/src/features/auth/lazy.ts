// Dialogs mounted on demand: each is a chunk of its own, loaded the first time it opens.
export const loadLoginModal = async () => (await import('./components/login-modal')).LoginModal;
export const loadBindPhoneModal = async () => (await import('./components/bind-phone-modal')).BindPhoneModal;
export const loadWechatMpReturn = async () => (await import('./components/wechat-mp-return')).WechatMpReturn;
