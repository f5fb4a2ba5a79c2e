export { CC_BY_4_URL } from './locale';
