export { homeKeys, induceMessageOptions } from './api/home-data';
export { HomeHero } from './components/home-hero';
export { HomeWelcome } from './components/home-welcome';
