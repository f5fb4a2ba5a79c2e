export { chatConfigOptions } from './api/conversations';
export { loadConversationList, loadMoreChatCountModal } from './lazy';
export { useAnswering } from './hooks/use-answering';
export { latestConversationPath } from './utils/latest-conversation';
