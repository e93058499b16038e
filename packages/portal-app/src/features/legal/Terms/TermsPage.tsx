import { termsAssetPath, termsCompanyType } from '@partner-insights/contracts';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ActionLink } from '../../../components/ActionLink/ActionLink';
import { useAreaMessages } from '../../../i18n/useAreaMessages';
import { useStores } from '../../../stores/StoresContext';
import { LegalDocumentPage } from '../LegalDocument/LegalDocumentPage';
import { termsPdfPath } from '../stores/LegalStore';
import { requestedTermsType } from '../termsPath';

/**
 * /terms (not on US): the terms of the reader's company type, with their PDF in the reader's language. Visitors read
 * the company type the address asks for (an invitation's), else suppliers'.
 */
const TermsPage = observer(function TermsPage() {
  useAreaMessages('legal');
  const { session, locale } = useStores();
  const intl = useIntl();
  const { user } = session;
  const [params] = useSearchParams();
  const companyType = user ? termsCompanyType(user.tenant?.type) : (requestedTermsType(params) ?? 'supplier');
  const assetPath = termsAssetPath(companyType);
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
