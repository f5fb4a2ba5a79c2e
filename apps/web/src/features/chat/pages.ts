export { ChatPage } from './components/chat-page';
