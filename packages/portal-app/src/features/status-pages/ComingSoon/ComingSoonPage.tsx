import { FormattedMessage } from 'react-intl';
import { useRouteEntry } from '../../../routes/useRouteEntry';
import { useStores } from '../../../stores/StoresContext';
import { pageHeading, pageLead } from '../../../components/page/pageTypography.css';
import { shellPage } from '../shellPage.css';

/** The one page of every route whose content arrives in a later release: its title and an honest sentence. */
export default function ComingSoonPage() {
  const { productName } = useStores();
  const { titleKey } = useRouteEntry();
  return (
    <div className={shellPage}>
      <h1 className={pageHeading}>
        <FormattedMessage id={titleKey} />
      </h1>
      <p className={pageLead}>
        <FormattedMessage id="comingSoon.description" values={{ productName }} />
      </p>
    </div>
  );
}
