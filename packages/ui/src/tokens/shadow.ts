/** Elevation shadows, tinted with the neutral ink so they read as depth rather than grime. */
export const shadow = {
  small: '0 1px 2px rgb(26 35 48 / 0.08)',
  medium: '0 4px 8px -2px rgb(26 35 48 / 0.1), 0 2px 4px -2px rgb(26 35 48 / 0.06)',
  large: '0 12px 16px -4px rgb(26 35 48 / 0.1), 0 4px 6px -2px rgb(26 35 48 / 0.05)',
} as const;
