import { termsAssetPath, termsCompanyType } from '@partner-insights/contracts';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { ActionLink } from '../../../components/ActionLink/ActionLink';
import { useAreaMessages } from '../../../i18n/useAreaMessages';
import { useStores } from '../../../stores/StoresContext';
import { LegalDocumentPage } from '../LegalDocument/LegalDocumentPage';
import { termsPdfPath } from '../stores/LegalStore';

/**
 * /terms (not on US): the terms of the reader's company type (suppliers' for visitors), with their PDF in the
 * reader's language.
 */
const TermsPage = observer(function TermsPage() {
  useAreaMessages('legal');
  const { session, locale } = useStores();
  const intl = useIntl();
  const { user } = session;
  const assetPath = termsAssetPath(termsCompanyType(user?.tenant?.type));
  return (
    <LegalDocumentPage
      source={{ call: user ? 'fragment' : 'public', assetPath }}
      actions={(terms) =>
        terms.downloadable && (
          <ActionLink to={termsPdfPath(assetPath, locale.locale)} reloadDocument download>
            {intl.formatMessage({ id: 'legal.terms.download' })}
          </ActionLink>
        )
      }
    />
  );
});

export default TermsPage;
