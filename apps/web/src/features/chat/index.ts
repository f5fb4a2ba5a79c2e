export { chatConfigOptions } from './api/conversations';
export { loadConversationList, loadMoreChatCountModal } from './lazy';
