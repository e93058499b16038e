export { useWindowWidth } from './useWindowWidth';
