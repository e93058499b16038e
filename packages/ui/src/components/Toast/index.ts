export { ToastRegion, type ToastRegionProps } from './ToastRegion';
export {
  createToastQueue,
  defaultToastTimeout,
  type ShowToastOptions,
  type ToastContent,
  type ToastTone,
  type Toasts,
} from './toastQueue';
