import type { LaunchProduct } from '@partner-insights/contracts';
import { Alert, Button, EmptyState, ErrorPanel, PageHeader, Skeleton } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ActionLink } from '../../../components/ActionLink/ActionLink';
import * as layout from '../../../components/page/pageLayout.css';
import { useAreaMessages } from '../../../i18n/useAreaMessages';
import { useStores } from '../../../stores/StoresContext';
import { accessRequestPath } from '../../launch-list';
import { LaunchLink } from './LaunchLink';
import { ProductStory } from './ProductStory';
import { REPORT_BUILDER, reportBuilderState } from './reportBuilderState';
import * as styles from './ReportBuilderPage.css';

/**
 * /reportbuilder, the portal's entry to Report Builder, from the same launch-list entry as its tile: with access it
 * launches the product, while access is pending it says so, where the market does not offer it yet it is coming
 * soon, and otherwise it tells the product's story with Request access.
 */
const ReportBuilderPage = observer(function ReportBuilderPage() {
  useAreaMessages('report-builder');
  const { products, locale } = useStores();
  const intl = useIntl();
  const language = locale.locale;

  // The launch list's catalogue, in the reader's language: fresh data from /apps is reused.
  useEffect(() => {
    void products.load(language);
  }, [products, language]);

  const product = products.catalogue.data?.products.find(({ code }) => code === REPORT_BUILDER);
  const title = intl.formatMessage({ id: 'pageTitle.reportBuilder' });

  if (products.status === 'error') {
    return (
      <div className={layout.page.narrow}>
        <PageHeader title={title} />
        <ErrorPanel onRefresh={() => void products.load(language)} />
      </div>
    );
  }
  if (products.status !== 'success') {
    return (
      <div className={layout.page.narrow}>
        <PageHeader title={title} />
        <Skeleton rows={6} label={intl.formatMessage({ id: 'reportBuilder.loading' })} />
      </div>
    );
  }
  if (!product) {
    return (
      <div className={layout.page.narrow}>
        <PageHeader title={title} />
        <EmptyState
          kind="noData"
          title={intl.formatMessage({ id: 'reportBuilder.notOffered.title' })}
          description={intl.formatMessage({ id: 'reportBuilder.notOffered.description' })}
        />
        <div className={styles.actions}>
          <ActionLink to="/apps">{intl.formatMessage({ id: 'reportBuilder.goToApps' })}</ActionLink>
        </div>
      </div>
    );
  }
  return (
    <div className={layout.page.narrow}>
      <PageHeader title={product.title} description={product.description} />
      <ReportBuilderOffer product={product} />
    </div>
  );
});

function ReportBuilderOffer({ product }: { readonly product: LaunchProduct }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const story = product.learnMore && !product.learnMore.comingSoon ? product.learnMore : undefined;
  switch (reportBuilderState(product)) {
    case 'launch':
      return (
        <div className={styles.actions}>
          <LaunchLink product={product} />
        </div>
      );
    case 'pending':
      return (
        <>
          <Alert tone="info" title={intl.formatMessage({ id: 'reportBuilder.pending.title' })}>
            {intl.formatMessage({ id: 'reportBuilder.pending.description' })}
          </Alert>
          {story && <ProductStory story={story} />}
        </>
      );
    case 'comingSoon':
      return (
        <Alert tone="info" title={intl.formatMessage({ id: 'reportBuilder.comingSoon.title' })}>
          {intl.formatMessage({ id: 'reportBuilder.comingSoon.description' })}
        </Alert>
      );
    case 'requestAccess':
      return (
        <>
          {story && <ProductStory story={story} />}
          <div className={styles.actions}>
            <Button variant="primary" onPress={() => void navigate(accessRequestPath(product.code))}>
              {intl.formatMessage({ id: 'reportBuilder.requestAccess' })}
            </Button>
          </div>
        </>
      );
  }
}

export default ReportBuilderPage;
