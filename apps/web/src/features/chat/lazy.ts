// Loaded after the first screen (the list's menus are antd) and on demand (the dialog): chunks of their own.
export const loadConversationList = async () => (await import('./components/conversation-list')).ConversationList;
export const loadMoreChatCountModal = async () =>
  (await import('./components/more-chat-count-modal')).MoreChatCountModal;
// The answer's markdown stack (remark, rehype, KaTeX, highlighting): fetched and compiled while the first question
// is typed, so the first answer does not stop to load it as its first tokens arrive.
export const loadMarkdown = () => import('@/components/ui/markdown');
