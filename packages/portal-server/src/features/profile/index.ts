export { profileFeature } from './feature';
