import type { AccessReviewCampaign, CampaignCompanyRow, CampaignCompanySortField } from '@partner-insights/contracts';
import { DataTable, TableToolbar, type DataTableStatus } from '@partner-insights/tables';
import { Button, EmptyState, Link, PageHeader, SearchField } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ViewOnlyNotice } from '../../../components/ViewOnlyNotice/ViewOnlyNotice';
import { useDateFormatting } from '../../../i18n/dateFormats';
import { useAreaMessages } from '../../../i18n/useAreaMessages';
import { useToasts } from '../../../shell/toasts/useToasts';
import { useAreaStore } from '../../../stores/StoresContext';
import { CAMPAIGNS_PAGE_SIZE, createAccessReviewCampaignsStore } from '../stores/AccessReviewCampaignsStore';
import { lazyWithTimeout } from '../../../routes/lazyWithTimeout';
import { PROGRESS_SORT_COLUMNS, useCampaignColumns, useProgressColumns } from './useCampaignColumns';
import * as layout from '../../../components/page/pageLayout.css';

// The date picker and company search load when a review is opened, not with the page.
const OpenCampaignDialog = lazyWithTimeout(async () => ({
  default: (await import('./OpenCampaignDialog')).OpenCampaignDialog,
}));

const campaignIdOf = (row: AccessReviewCampaign) => row.id;
const companyIdOf = (row: CampaignCompanyRow) => row.companyId;
const companyNameOf = (row: CampaignCompanyRow) => row.companyName;

type ProgressSortColumn = keyof typeof PROGRESS_SORT_COLUMNS;

const statusOf = (resource: { status: string; data: unknown }): DataTableStatus =>
  resource.status === 'error' ? 'error' : resource.data ? 'ready' : 'loading';

/**
 * /accessReviews: the super admin's access review campaigns, newest first; opening one for chosen or all companies
 * with a due date; and the chosen campaign's progress company by company, with its evidence to export. Spectators
 * read it all and open nothing.
 */
const AccessReviewCampaignsPage = observer(function AccessReviewCampaignsPage() {
  useAreaMessages('access-reviews');
  const store = useAreaStore(createAccessReviewCampaignsStore);
  const intl = useIntl();
  const toasts = useToasts();
  const { format } = useDateFormatting();
  const campaignColumns = useCampaignColumns();
  const progressColumns = useProgressColumns();
  const [isOpening, setOpening] = useState(false);

  useEffect(() => {
    void store.load();
  }, [store]);

  const { campaigns, progress, progressQuery, selected } = store;
  const openButton = store.canOpen && (
    <Button onPress={() => setOpening(true)}>{intl.formatMessage({ id: 'accessReviews.open' })}</Button>
  );

  return (
    <div className={layout.page.full}>
      <PageHeader
        title={intl.formatMessage({ id: 'accessReviews.title' })}
        description={intl.formatMessage({ id: 'accessReviews.description' })}
        actions={openButton}
      />
      {!store.canOpen && <ViewOnlyNotice />}
      {campaigns.data?.total === 0 ? (
        <EmptyState
          kind="noData"
          title={intl.formatMessage({ id: 'accessReviews.campaigns.empty.title' })}
          description={intl.formatMessage({ id: 'accessReviews.campaigns.empty.description' })}
        />
      ) : (
        <DataTable
          label={intl.formatMessage({ id: 'accessReviews.campaigns.label' })}
          columns={campaignColumns}
          data={store.campaignRows}
          rowId={campaignIdOf}
          rowLabel={(row) => format(row.dueDate, 'short')}
          status={statusOf(campaigns)}
          loadingRowCount={3}
          onRetry={() => void store.load()}
          pagination={{
            page: store.campaignsPage,
            pageSize: CAMPAIGNS_PAGE_SIZE,
            totalCount: campaigns.data?.total ?? 0,
            onChange: ({ page }) => void store.setCampaignsPage(page),
          }}
          rowActions={(row) => [
            {
              id: 'progress',
              label: intl.formatMessage({ id: 'accessReviews.showProgress' }),
              onAction: () => void store.select(row.id),
            },
          ]}
        />
      )}
      {selected && (
        <section className={layout.section} aria-labelledby="access-review-progress">
          <div className={layout.sectionHeader}>
            <h2 id="access-review-progress">
              {intl.formatMessage(
                { id: 'accessReviews.progress.title' },
                { dueDate: format(selected.dueDate, 'short') },
              )}
            </h2>
          </div>
          <DataTable
            label={intl.formatMessage({ id: 'accessReviews.progress.label' })}
            columns={progressColumns}
            data={store.progressRows}
            rowId={companyIdOf}
            rowLabel={companyNameOf}
            status={statusOf(progress)}
            searchTerm={progressQuery.search || undefined}
            onClearQuery={() => void store.setProgressSearch('')}
            onRetry={() => void store.select(selected.id)}
            sort={{
              columnId: progressQuery.sortBy,
              direction: progressQuery.sortOrder === 'ASC' ? 'ascending' : 'descending',
            }}
            onSortChange={(next) =>
              void store.setProgressSort(
                PROGRESS_SORT_COLUMNS[
                  (next?.columnId ?? 'companyName') as ProgressSortColumn
                ] as CampaignCompanySortField,
                next?.direction === 'descending' ? 'DESC' : 'ASC',
              )
            }
            pagination={{
              page: progressQuery.page,
              pageSize: progressQuery.pageSize,
              totalCount: progress.data?.total ?? 0,
              onChange: ({ page, pageSize }) => void store.setProgressPage(page, pageSize),
            }}
            toolbar={
              <TableToolbar
                search={
                  <SearchField
                    label={intl.formatMessage({ id: 'accessReviews.progress.search' })}
                    defaultValue={progressQuery.search}
                    onSearch={(term) => void store.setProgressSearch(term)}
                  />
                }
                exportAction={
                  store.evidenceHref && (
                    <Link href={store.evidenceHref} download variant="standalone">
                      {intl.formatMessage({ id: 'accessReviews.progress.export' })}
                    </Link>
                  )
                }
              />
            }
          />
        </section>
      )}
      {isOpening && (
        <Suspense>
          <OpenCampaignDialog
            store={store}
            today={new Date().toISOString().slice(0, 10)}
            onClose={() => setOpening(false)}
            onOpened={() => {
              setOpening(false);
              toasts.success(intl.formatMessage({ id: 'accessReviews.opened' }));
            }}
          />
        </Suspense>
      )}
    </div>
  );
});

export default AccessReviewCampaignsPage;
