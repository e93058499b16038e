// Global rules first, so `styles.css` opens with the font face and base styles.
import './fonts/fontFaces.css';
import './globalStyles.css';

export { partnerInsightsTheme } from './themes/partnerInsights.css';
export { vars } from './themes/contract.css';
export { breakpoints, breakpointQueries, mobileMaxWidth, type Breakpoint } from './tokens/breakpoints';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { grow, growAnimation } from './motion.css';

// Components read the locale through react-aria's context: re-exported so an app sets it on the
// very module instance the components use.
export { I18nProvider, useLocale, type I18nProviderProps } from 'react-aria-components';

export { Button, type ButtonProps } from './components/Button';
export { Logo, type LogoProps } from './components/Logo';
