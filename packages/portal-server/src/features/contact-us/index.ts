export { contactUsFeature } from './feature';
