import { EmptyState, ErrorPanel, PageHeader } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { LaunchTile } from '../stores/ProductsStore';
import { useStores } from '../../../stores/StoresContext';
import { accessRequestPath } from './accessRequestPath';
import * as styles from './AppsPage.css';
import { KnowledgeBaseLinks } from './KnowledgeBaseLinks';
import { knowledgeBaseArticles } from './knowledgeBaseArticles';
import { LaunchListSkeleton } from './LaunchListSkeleton';
import { ProductGroups } from './ProductGroups';
import { rolledOutGroups } from './rolledOutGroups';

/** /apps, "Get started with the product": the user's products by category, and articles to begin with. */
const AppsPage = observer(function AppsPage() {
  const { products, locale, session, config, analytics } = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  const { user } = session;
  const language = locale.locale;
  const groups = rolledOutGroups(products.groups, config.isEnabled);

  // Product texts come in the reader's language: a switch loads the catalogue again.
  useEffect(() => {
    void products.load(language);
  }, [products, language]);

  const trackLaunch = (tile: LaunchTile) =>
    analytics.trackEvent('click', tile.analyticsID, { target: tile.redirectUrl });
  const trackLearnMore = ({ learnMore, analyticsID }: LaunchTile) =>
    analytics.trackEvent('click', learnMore && !learnMore.comingSoon ? learnMore.analyticsID : analyticsID);
  const requestAccess = ({ code }: LaunchTile) => void navigate(accessRequestPath(code));

  return (
    <div className={styles.page}>
      <PageHeader
        title={intl.formatMessage({ id: 'apps.title' })}
        description={intl.formatMessage({ id: 'apps.description' })}
      />
      {products.status === 'error' && <ErrorPanel onRefresh={() => void products.load(language)} />}
      {products.status === 'loading' && <LaunchListSkeleton />}
      {products.status === 'success' &&
        (groups.length === 0 ? (
          <EmptyState
            kind="noData"
            title={intl.formatMessage({ id: 'apps.empty.title' })}
            description={intl.formatMessage({ id: 'apps.empty.description' })}
          />
        ) : (
          <ProductGroups
            groups={groups}
            market={user?.site_id}
            onLaunch={trackLaunch}
            onLearnMore={trackLearnMore}
            onRequestAccess={requestAccess}
          />
        ))}
      {/* Below the tiles, so only once they are drawn: coming earlier, the tiles would push them down. */}
      {products.status !== 'loading' && (
        <KnowledgeBaseLinks articles={knowledgeBaseArticles(products.knowledgeBaseArticles.data)} />
      )}
    </div>
  );
});

export default AppsPage;
