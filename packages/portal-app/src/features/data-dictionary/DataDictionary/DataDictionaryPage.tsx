import { PageHeader } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { RevealWhenReady } from '../../../components/RevealWhenReady/RevealWhenReady';
import * as layout from '../../../components/page/pageLayout.css';
import { lazyWithTimeout } from '../../../routes/lazyWithTimeout';
import { DataDictionaryBodySkeleton } from './DataDictionaryBodySkeleton';
import { useDataDictionaryView } from './useDataDictionaryView';

const DataDictionaryBody = lazyWithTimeout(async () => ({
  default: (await import('./DataDictionaryBody')).DataDictionaryBody,
}));

/**
 * /dataDictionary: every data element of the portal's products, searched, filtered by product and exported, with
 * a panel to browse by topic beside the table; the address (search, page, selected, product, topic) holds the view.
 * The header paints first; the search, table and panel follow with their code, while the first page of entries loads.
 */
const DataDictionaryPage = observer(function DataDictionaryPage() {
  const intl = useIntl();
  const view = useDataDictionaryView();
  return (
    <div className={layout.page.full}>
      <PageHeader
        title={intl.formatMessage({ id: 'dataDictionary.title' })}
        description={intl.formatMessage({ id: 'dataDictionary.description' })}
      />
      <RevealWhenReady pending={<DataDictionaryBodySkeleton />} isImmediate={DataDictionaryBody.isLoaded()}>
        <DataDictionaryBody view={view} />
      </RevealWhenReady>
    </div>
  );
});

export default DataDictionaryPage;
