export { homeKeys, induceMessageOptions } from './api/home-data';
export { HomeWelcome } from './components/home-welcome';
