export { useSiteHelp } from './api/site-help';
export { DemoBanner } from './components/demo-banner';
export { FaqList } from './components/faq-list';
