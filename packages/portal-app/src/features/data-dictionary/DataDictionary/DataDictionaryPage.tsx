import { PageHeader } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import * as layout from '../../../components/page/pageLayout.css';
import * as styles from './dataDictionary.css';
import { GlossaryResults } from './GlossaryResults';
import { GlossaryToolbar } from './GlossaryToolbar';
import { TopicPanel } from './TopicPanel';
import { useDataDictionaryView } from './useDataDictionaryView';

/**
 * /dataDictionary: every data element of the portal's products, searched, filtered by product and exported, with
 * a panel to browse by topic beside the table; the address (search, page, selected, product, topic) holds the view.
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
      <div className={styles.withPanel}>
        <div className={styles.results}>
          <GlossaryToolbar view={view} />
          <GlossaryResults view={view} />
        </div>
        <TopicPanel view={view} />
      </div>
    </div>
  );
});

export default DataDictionaryPage;
