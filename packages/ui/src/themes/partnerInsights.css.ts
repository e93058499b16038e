import { createTheme, globalStyle } from '@vanilla-extract/css';

import { vars } from './contract.css';
import { partnerInsightsTokens } from './partnerInsightsTokens';

/**
 * The Partner Insights theme. Put the class on the element that holds the app (or on `<body>`);
 * everything inside reads its values from `vars`.
 */
export const partnerInsightsTheme = createTheme(vars, partnerInsightsTokens, 'partnerInsights');

// The theme root also sets the base text, so anything rendered inside starts from the theme's
// font, size and colours rather than the browser's.
globalStyle(partnerInsightsTheme, {
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: vars.typography.text.standard.lineHeight,
  color: vars.colour.text.primary,
  backgroundColor: vars.colour.surface.canvas,
});
