import { createTheme, globalStyle } from '@vanilla-extract/css';

// The font face and base rules come with the theme: an app that puts the theme on its root gets them, one that
// imports only a component pays for neither. First, so the theme's rules follow them.
import '../fonts/fontFaces.css';
import '../globalStyles.css';

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
