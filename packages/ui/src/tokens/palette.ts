/**
 * Raw colour values. Components never use these directly: the theme maps them to the roles of the
 * contract, so a theme can change a role without touching components. Steps are chosen so that the
 * pairings the theme makes reach WCAG AA (4.5:1) for text.
 */
export const palette = {
  white: '#ffffff',
  blue: {
    100: '#e8f0fa',
    200: '#dbe7f7',
    300: '#ccddf3',
    500: '#2f6fd6',
    600: '#1d5fa8',
    700: '#174d8a',
    800: '#123d6e',
  },
  slate: {
    50: '#f5f7fa',
    100: '#eef1f4',
    200: '#dde2e8',
    300: '#c3cbd4',
    400: '#8792a0',
    500: '#7b8794',
    600: '#4f5a67',
    700: '#3b4450',
    800: '#262d36',
    900: '#1a2330',
  },
  red: {
    100: '#fdecea',
    200: '#fad7d3',
    300: '#f8cdc7',
    600: '#b42318',
    700: '#912018',
    800: '#721c15',
  },
  green: {
    100: '#e7f5ec',
    200: '#cdebd7',
    300: '#bde3c9',
    600: '#17803a',
    700: '#146c2e',
    800: '#0f5524',
  },
  amber: {
    100: '#fff4d6',
    200: '#ffe9ad',
    300: '#ffe08f',
    500: '#f0b429',
    600: '#de9b12',
    700: '#c7870a',
    800: '#8a5a00',
  },
  cyan: {
    100: '#e6f3fb',
    200: '#cce6f6',
    300: '#b5daf1',
    600: '#0b6ea8',
    700: '#0b5c8c',
    800: '#094a70',
  },
} as const;
