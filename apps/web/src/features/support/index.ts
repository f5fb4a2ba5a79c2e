export { WeChatBanner } from './components/wechat-banner';
export { loadCustomerServiceModal } from './lazy';
