// Loaded after the first screen (the list's menus are antd) and on demand (the dialog): chunks of their own.
export const loadConversationList = async () => (await import('./components/conversation-list')).ConversationList;
export const loadMoreChatCountModal = async () =>
  (await import('./components/more-chat-count-modal')).MoreChatCountModal;
