import { DEFAULT_LOCALE } from '@partner-insights/contracts';
import { I18nProvider } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useStores } from '../stores/StoresContext';
import type { Catalogue } from './catalogues';

/**
 * Puts everything below in the LocaleStore's language, and switches with it: react-intl for the app's messages,
 * react-aria's provider for what the ui components say and format themselves. Dates and times show in the
 * signed-in user's time zone (their preference, one of the options the server accepts), a visitor's own otherwise.
 */
export const LocaleProvider = observer(function LocaleProvider({ children }: { readonly children: ReactNode }) {
  const { locale: localeStore, session } = useStores();
  const { locale, messages } = localeStore;
  const preferredTimezone = session.user?.user_preferences.locale.timezone;
  return (
    <IntlProvider
      locale={locale}
      defaultLocale={DEFAULT_LOCALE}
      // Partial until an area's page asks for its messages (useAreaMessages), which it waits for before rendering.
      messages={messages as Catalogue}
      {...(preferredTimezone && { timeZone: preferredTimezone })}
    >
      <I18nProvider locale={locale}>{children}</I18nProvider>
    </IntlProvider>
  );
});
