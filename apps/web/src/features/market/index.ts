export { MarketHeading } from './components/market-heading';
