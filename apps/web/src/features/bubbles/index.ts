export { BubbleAnchor } from './components/bubble-anchor';
