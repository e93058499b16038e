import { partnerInsightsTheme } from '@partner-insights/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ApiClient } from './api/ApiClient';
import { App } from './App';
import { preloadLandingPage } from './routes/preloadLandingPage';
import { preloadAccessAuditPrompt } from './shell/banners/AccessAuditPrompt';
import { RootStore } from './stores/RootStore';
import { siteFromCookie } from './stores/siteFromCookie';

const root = document.getElementById('root');
if (!root) throw new Error('index.html needs an element with id "root".');

document.documentElement.classList.add(partnerInsightsTheme);

const api = new ApiClient({ sendBeacon: (url, body) => navigator.sendBeacon(url, body) });
const rootStore = new RootStore({
  api,
  storage: window.localStorage,
  draftStorage: window.sessionStorage,
  site: siteFromCookie(document.cookie, window.location.host),
});
rootStore.analytics.start(window);
// The app shows a loading state until configuration, session and language are known.
void rootStore.start().then(() => {
  // What the first paint waits for starts downloading now, while React renders the frame around it.
  preloadLandingPage(window.location, rootStore.config.site, rootStore.session.user);
  preloadAccessAuditPrompt(rootStore.session);
});

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <App rootStore={rootStore} />
    </BrowserRouter>
  </StrictMode>,
);
