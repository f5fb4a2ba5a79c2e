export { resultDetailQueryOptions } from './api/get-result-detail';
export { typeLabelsQueryOptions } from './api/get-type-labels';
