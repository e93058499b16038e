import { pageTitle } from '@partner-insights/contracts';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useStores } from '../stores/StoresContext';
import { pageNameFromPath } from './pageNameFromPath';
import { useRouteEntry } from './useRouteEntry';

/** What every navigation does beyond rendering the page: title the document, scroll to the top, record a page view. */
export function NavigationEffects() {
  useDocumentTitle();
  useScrollAndPageViewOnNavigation();
  return null;
}

/** "<Page> - <product name>", from the route table's title key, in the current language. */
function useDocumentTitle(): void {
  const { titleKey } = useRouteEntry();
  const { formatMessage } = useIntl();
  const { productName } = useStores();
  const title = pageTitle(formatMessage({ id: titleKey }), productName);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

function useScrollAndPageViewOnNavigation(): void {
  const { key, pathname } = useLocation();
  const { analytics } = useStores();
  const handledKey = useRef<string>(undefined);
  useEffect(() => {
    // Once per navigation, even where development's StrictMode runs effects twice.
    if (handledKey.current === key) return;
    handledKey.current = key;
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
    analytics.trackPageView(pageNameFromPath(pathname));
  }, [key, pathname, analytics]);
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
