import { partnerInsightsTheme } from '@partner-insights/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ApiClient } from './api/ApiClient';
import { App } from './App';
import { RootStore } from './stores/RootStore';

const root = document.getElementById('root');
if (!root) throw new Error('index.html needs an element with id "root".');

document.documentElement.classList.add(partnerInsightsTheme);

const api = new ApiClient({ sendBeacon: (url, body) => navigator.sendBeacon(url, body) });
// The RootStore resolves the locale (saved choice, else en-US) before the first render, so the first paint
// is already in the reader's language.
const rootStore = new RootStore({ api, storage: window.localStorage });
rootStore.analytics.start(window);

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <App rootStore={rootStore} />
    </BrowserRouter>
  </StrictMode>,
);
