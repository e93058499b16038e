import { PUBLIC_PAGE_PATHS } from '@partner-insights/contracts';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { ActionLink } from '../../../components/ActionLink/ActionLink';
import { useAreaMessages } from '../../../i18n/useAreaMessages';
import { useStores } from '../../../stores/StoresContext';
import { LegalDocumentPage } from '../LegalDocument/LegalDocumentPage';

const SOURCE = { call: 'public', assetPath: PUBLIC_PAGE_PATHS.landing } as const;

/** /: what the portal offers, from the content folder, and the way in (sign in, or the apps once signed in). */
const LandingPage = observer(function LandingPage() {
  useAreaMessages('legal');
  const { session } = useStores();
  const intl = useIntl();
  return (
    <LegalDocumentPage source={SOURCE} describedBy="summary">
      <div>
        {session.user ? (
          <ActionLink to="/apps">{intl.formatMessage({ id: 'legal.landing.apps' })}</ActionLink>
        ) : (
          <ActionLink to="/login">{intl.formatMessage({ id: 'legal.landing.signIn' })}</ActionLink>
        )}
      </div>
    </LegalDocumentPage>
  );
});

export default LandingPage;
