export { analyticsFeature } from './feature';
