import type { AlertTone } from './tones.css';

/** Errors and warnings interrupt a screen reader; success and information wait their turn. */
export const toneRoles = {
  critical: 'alert',
  caution: 'alert',
  success: 'status',
  info: 'status',
} as const satisfies Record<AlertTone, 'alert' | 'status'>;
