import { useIntl } from 'react-intl';
import { formatDate } from '../../i18n/dateFormats';

/** Formats a content date (YYYY-MM-DD, a day rather than an instant) without moving it across time zones. */
export function useContentDate(): (isoDate: string) => string {
  const { locale } = useIntl();
  return (isoDate) => formatDate(`${isoDate}T00:00:00Z`, 'short', locale, 'UTC');
}
