export { AccountRightsCard } from './components/account-rights-card';
