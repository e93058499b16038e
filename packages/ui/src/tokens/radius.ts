export const radius = {
  none: '0',
  small: '4px',
  medium: '6px',
  large: '10px',
  full: '9999px',
} as const;
