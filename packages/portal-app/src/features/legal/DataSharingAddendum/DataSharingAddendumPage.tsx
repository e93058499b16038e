import { dataSharingAddendumAssetPath, isThirdPartyUser } from '@partner-insights/contracts';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../../stores/StoresContext';
import { LegalDocumentPage } from '../LegalDocument/LegalDocumentPage';

/** /dataSharingAddendum: the addendum of the reader's company, its -3p-users variant for third parties. */
const DataSharingAddendumPage = observer(function DataSharingAddendumPage() {
  const { user } = useStores().session;
  const assetPath = dataSharingAddendumAssetPath(user !== null && isThirdPartyUser(user));
  return <LegalDocumentPage source={{ call: 'fragment', assetPath }} />;
});

export default DataSharingAddendumPage;
