export { MarketHeading } from './components/market-heading';
export { ServiceCard, ServiceGrid } from './components/service-card';
