export { loadRightsGate } from './lazy';
export { rightsText } from './locale';
