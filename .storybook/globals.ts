/** Languages the portal ships in; react-aria components localise to the chosen one. */
export const locales = [
  { value: 'en-US', title: 'English (US)' },
  { value: 'es-MX', title: 'Español (México)' },
  { value: 'fr-CA', title: 'Français (Canada)' },
] as const;

/**
 * Forced-colours (Windows high contrast) emulation for a story: set `globals: { forcedColors: 'active' }`.
 * Story tests emulate it in the browser before the screenshot; in the Storybook UI use Chromium
 * DevTools > Rendering > "Emulate CSS media feature forced-colors", which a page cannot toggle itself.
 */
export type ForcedColors = 'none' | 'active';
