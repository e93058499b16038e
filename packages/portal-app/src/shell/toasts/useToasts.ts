import type { Toasts } from '@partner-insights/ui';
import { useStores } from '../../stores/StoresContext';

/** The app's toasts (`success`, `error`), shown in the one region the app renders (ToastHost). */
export const useToasts = (): Toasts => useStores().toasts;
