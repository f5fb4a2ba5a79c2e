export { MarketCategories } from './components/market-categories';
export { ServiceDetail } from './components/service-detail';
