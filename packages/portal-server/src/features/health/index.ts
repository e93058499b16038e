export { healthFeature } from './feature';
