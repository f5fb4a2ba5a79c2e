export { PersonalInfo } from './components/personal-info';
