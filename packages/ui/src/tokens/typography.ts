/** The family declared by the package's own font face (see fonts/), then system fallbacks. */
export const bodyFontFamily = 'Inter Variable';

export const typography = {
  fontFamily: {
    body: `"${bodyFontFamily}", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif`,
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
  },
  /** Body text sizes, each with the line height it is set on. */
  text: {
    xsmall: { fontSize: '0.75rem', lineHeight: '1rem' },
    small: { fontSize: '0.875rem', lineHeight: '1.25rem' },
    standard: { fontSize: '1rem', lineHeight: '1.5rem' },
    large: { fontSize: '1.125rem', lineHeight: '1.75rem' },
  },
  /** Heading sizes by level. */
  heading: {
    '1': { fontSize: '2rem', lineHeight: '2.5rem' },
    '2': { fontSize: '1.5rem', lineHeight: '2rem' },
    '3': { fontSize: '1.25rem', lineHeight: '1.75rem' },
    '4': { fontSize: '1.125rem', lineHeight: '1.5rem' },
  },
} as const;
