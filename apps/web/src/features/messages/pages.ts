export { MessageDetail } from './components/message-detail';
export { MessageList } from './components/message-list';
