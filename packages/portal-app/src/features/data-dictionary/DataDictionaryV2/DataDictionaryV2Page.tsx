import { GLOSSARY_MESSAGES } from '@partner-insights/contracts';
import { Link, PageHeader } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { RevealWhenReady } from '../../../components/RevealWhenReady/RevealWhenReady';
import * as layout from '../../../components/page/pageLayout.css';
import { lazyWithTimeout } from '../../../routes/lazyWithTimeout';
import * as styles from '../DataDictionary/dataDictionary.css';
import { GlossaryResultsSkeleton } from '../DataDictionary/GlossaryResultsSkeleton';
import { GlossaryToolbar } from '../DataDictionary/GlossaryToolbar';
import { useDataDictionaryView } from '../DataDictionary/useDataDictionaryView';
import { TopicGrid } from './TopicGrid';

// The table shows once a topic, a search or a product is chosen: its code (the table package and TanStack Table) is
// no part of the topics' first paint, and is fetched just after it.
const loadGlossaryResults = () => import('../DataDictionary/GlossaryResults');
const GlossaryResults = lazyWithTimeout(async () => ({ default: (await loadGlossaryResults()).GlossaryResults }));

/**
 * /dataDictionaryV2: the same dictionary, browsed by topic first. It opens on the topics (and the search); a topic,
 * a search or a product shows the table of /dataDictionary, with the way back to every topic.
 */
const DataDictionaryV2Page = observer(function DataDictionaryV2Page() {
  const intl = useIntl();
  const view = useDataDictionaryView();
  const { pathname } = useLocation();
  const { store, locale } = view;
  const { topic } = store.query;
  useEffect(() => void loadGlossaryResults().catch(() => undefined), []);
  return (
    <div className={layout.page.full}>
      <PageHeader
        title={intl.formatMessage({ id: 'dataDictionary.title' })}
        description={intl.formatMessage({ id: 'dataDictionary.v2.intro' })}
      />
      <GlossaryToolbar view={view} />
      {store.hasFilters ? (
        <div className={styles.results}>
          <Link variant="standalone" href={pathname}>
            {intl.formatMessage({ id: 'dataDictionary.v2.allTopics' })}
          </Link>
          {topic && (
            <h2 className={styles.panelHeading}>
              {intl.formatMessage(
                { id: 'dataDictionary.v2.browsing' },
                { topic: GLOSSARY_MESSAGES[locale].topics[topic] },
              )}
            </h2>
          )}
          <RevealWhenReady pending={<GlossaryResultsSkeleton />} isImmediate={GlossaryResults.isLoaded()}>
            <GlossaryResults view={view} />
          </RevealWhenReady>
        </div>
      ) : (
        <TopicGrid locale={locale} pathname={pathname} />
      )}
    </div>
  );
});

export default DataDictionaryV2Page;
