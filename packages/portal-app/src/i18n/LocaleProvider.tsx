import { DEFAULT_LOCALE } from '@partner-insights/contracts';
import { I18nProvider } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useStores } from '../stores/StoresContext';

/**
 * Puts everything below in the LocaleStore's language, and switches with it: react-intl for the app's messages,
 * react-aria's provider for what the ui components say and format themselves.
 */
export const LocaleProvider = observer(function LocaleProvider({ children }: { readonly children: ReactNode }) {
  const { locale, messages } = useStores().locale;
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      <I18nProvider locale={locale}>{children}</I18nProvider>
    </IntlProvider>
  );
});
