import { ToastRegion } from '@partner-insights/ui';
import { useToasts } from './useToasts';

/** The region of the app's toast queue. */
export default function AppToastRegion() {
  return <ToastRegion toasts={useToasts()} />;
}
