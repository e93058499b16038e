import { Banner } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useStores } from '../../stores/StoresContext';
import { bannersFor } from './bannersFor';

/** The banners of the signed-in user's context. */
export const SessionBanners = observer(function SessionBanners() {
  const { session } = useStores();
  const { formatMessage } = useIntl();
  const { pathname } = useLocation();
  return bannersFor(session.user, pathname).map(({ id, messageId, companyName, link }) => (
    <Banner
      key={id}
      id={`banner-${id}`}
      message={formatMessage({ id: messageId }, { companyName })}
      {...(link && { link: { label: formatMessage({ id: link.labelId }), href: link.to } })}
    />
  ));
});
