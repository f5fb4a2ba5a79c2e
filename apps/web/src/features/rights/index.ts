export { loadRightsCheck } from './lazy';
export { rightsText } from './locale';
