export { Alert, type AlertProps, type AlertAction } from './Alert';
export type { AlertTone } from './tones.css';
