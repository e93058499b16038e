import type { Decorator, Preview } from '@storybook/react-vite';

import { I18nProvider, breakpoints, mobileMaxWidth, partnerInsightsTheme, vars } from '@partner-insights/ui';
import { locales } from './globals';
import { pageShotViewports } from './pageShots';
import { storyCanvasAttribute } from './storyCanvas';
import { configure } from 'storybook/test';

// Stories run many at once on two cores in CI: a mocked answer can take seconds to paint there, not one.
configure({ asyncUtilTimeout: 5000 });

// The themed area every story renders in, with room around it for focus rings and shadows.
const withThemeAndLocale: Decorator = (Story, { globals }) => (
  <I18nProvider locale={globals.locale}>
    <div
      {...{ [storyCanvasAttribute]: '' }}
      lang={globals.locale}
      className={partnerInsightsTheme}
      style={{ padding: vars.space.large }}
    >
      <Story />
    </div>
  </I18nProvider>
);

/**
 * Empties react-aria's live announcer before each story. A pending button's announcement stays in it for 7 s, past
 * the story that made it, where it would name a button no longer on the page (and fail that story's axe check).
 */
function clearLiveAnnouncements() {
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
}

const preview: Preview = {
  tags: ['autodocs'],
  beforeEach: clearLiveAnnouncements,
  // Overlays (popovers, dialogs, toasts) render into the body, outside the story canvas: theme it too.
  beforeAll: () => {
    document.body.classList.add(partnerInsightsTheme);
  },
  decorators: [withThemeAndLocale],
  globalTypes: {
    locale: {
      description: 'Language the components are localised to',
      toolbar: { title: 'Locale', icon: 'globe', items: [...locales], dynamicTitle: true },
    },
    // Set per story (see globals.ts); no toolbar, as a page cannot switch forced colours on itself.
    forcedColors: { description: 'Forced-colours (high contrast) emulation in story tests' },
  },
  initialGlobals: {
    locale: 'en-US',
    forcedColors: 'none',
    // Story tests render at this size too, so what the UI shows is what the baselines hold.
    viewport: { value: 'laptop', isRotated: false },
  },
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        mobile: { name: 'Mobile', styles: { width: `${mobileMaxWidth}px`, height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet', styles: { width: `${breakpoints.tablet}px`, height: '1024px' }, type: 'tablet' },
        laptop: { name: 'Laptop', styles: { width: `${breakpoints.laptop}px`, height: '768px' }, type: 'desktop' },
        desktop: { name: 'Desktop', styles: { width: `${breakpoints.desktop}px`, height: '900px' }, type: 'desktop' },
        ...pageShotViewports,
      },
    },
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
  },
};

export default preview;
