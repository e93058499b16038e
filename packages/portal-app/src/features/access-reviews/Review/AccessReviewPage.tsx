import type { AccessReviewUser } from '@partner-insights/contracts';
import { DataTable, TableToolbar, type DataTableStatus, type SortDescriptor } from '@partner-insights/tables';
import { Alert, Button, PageHeader, SearchField, Skeleton } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ViewOnlyNotice } from '../../../components/ViewOnlyNotice/ViewOnlyNotice';
import { useDateFormatting } from '../../../i18n/dateFormats';
import { useAreaMessages } from '../../../i18n/useAreaMessages';
import { useAreaStore, useStores } from '../../../stores/StoresContext';
import { createAccessAuditStore, LazyCompleteAuditDialog } from '../../admin';
import { createAccessReviewStore } from '../stores/AccessReviewStore';
import { reviewedNameOf, SORTABLE_COLUMNS, useReviewColumns } from './useReviewColumns';
import * as layout from '../../../components/page/pageLayout.css';

const userIdOf = (row: AccessReviewUser) => row.userId;

type SortColumn = keyof typeof SORTABLE_COLUMNS;

/**
 * /admin/accessReview: the access audit of the company acted for, as a review. Every user of the company, paged,
 * searched and sorted by the server, with keep or remove (a row's actions) saved as it is chosen; then the audit's three
 * confirmations complete it. A completed or lapsed audit is read only, as it is for those who view only.
 */
const AccessReviewPage = observer(function AccessReviewPage() {
  useAreaMessages('access-reviews', 'admin');
  const { session } = useStores();
  const audits = useAreaStore(createAccessAuditStore);
  const reviews = useAreaStore(createAccessReviewStore);
  const intl = useIntl();
  const { format } = useDateFormatting();
  const [isCompleting, setCompleting] = useState(false);
  const company = session.user?.tenant ?? null;

  useEffect(() => {
    if (!company) return;
    // The users listed are the audit's: a company without one has none to ask for.
    void audits.load(company.id).then(() => {
      if (audits.audit) void reviews.load(company.id);
    });
  }, [audits, reviews, company]);

  const audit = audits.audit;
  const isOpen = audit !== null && audit.completedAt === null && audit.blockedAt === null;
  const canDecide = isOpen && !session.isViewOnly;
  const columns = useReviewColumns();
  const { list, query } = reviews;
  const status: DataTableStatus = list.status === 'error' ? 'error' : list.data ? 'ready' : 'loading';
  const sort: SortDescriptor = {
    columnId: query.sortBy,
    direction: query.sortOrder === 'ASC' ? 'ascending' : 'descending',
  };

  if (!company || audits.state.isLoading) {
    return (
      <div className={layout.page.full}>
        <Skeleton rows={2} />
        <Skeleton variant="table" rows={10} columns={4} />
      </div>
    );
  }

  const header = (() => {
    if (!audit) return intl.formatMessage({ id: 'accessReview.none' }, { companyName: company.name });
    if (audit.completedAt)
      return intl.formatMessage(
        { id: 'accessReview.completed' },
        { date: format(audit.completedAt, 'short'), name: audit.completedBy ?? '' },
      );
    if (audit.blockedAt) return intl.formatMessage({ id: 'accessReview.blocked' });
    return intl.formatMessage(
      { id: 'accessReview.description' },
      { companyName: company.name, dueDate: format(audit.dueDate, 'short') },
    );
  })();

  return (
    <div className={layout.page.full}>
      <PageHeader title={intl.formatMessage({ id: 'accessReview.title' })} description={header} />
      {session.isViewOnly && <ViewOnlyNotice />}
      {reviews.decisionFailed && (
        <Alert tone="critical">{intl.formatMessage({ id: 'accessReview.decisionFailed' })}</Alert>
      )}
      {audit && (
        <DataTable
          label={intl.formatMessage({ id: 'accessReview.label' })}
          columns={columns}
          data={reviews.rows}
          rowId={userIdOf}
          rowLabel={reviewedNameOf}
          status={status}
          searchTerm={query.search || undefined}
          onClearQuery={() => void reviews.setSearch('')}
          onRetry={() => void reviews.load(company.id)}
          pagination={{
            page: query.page,
            pageSize: query.pageSize,
            totalCount: reviews.total,
            onChange: ({ page, pageSize }) => void reviews.setPage(page, pageSize),
          }}
          sort={sort}
          onSortChange={(next) =>
            void reviews.setSort(
              SORTABLE_COLUMNS[(next?.columnId ?? 'name') as SortColumn],
              next?.direction === 'descending' ? 'DESC' : 'ASC',
            )
          }
          {...(canDecide && {
            rowActions: (row: AccessReviewUser) => [
              {
                id: 'keep',
                label: intl.formatMessage({ id: 'accessReview.keep' }),
                onAction: () => void reviews.decide(row.userId, 'KEEP'),
                isDisabled: reviews.deciding !== null,
              },
              {
                id: 'remove',
                label: intl.formatMessage({ id: 'accessReview.remove' }),
                onAction: () => void reviews.decide(row.userId, 'REMOVE'),
                isDisabled: reviews.deciding !== null || row.email === session.user?.email_address,
              },
            ],
          })}
          toolbar={
            <TableToolbar
              search={
                <SearchField
                  label={intl.formatMessage({ id: 'accessReview.search' })}
                  defaultValue={query.search}
                  onSearch={(term) => void reviews.setSearch(term)}
                />
              }
              exportAction={
                canDecide && (
                  <Button onPress={() => setCompleting(true)}>
                    {intl.formatMessage({ id: 'accessReview.complete' })}
                  </Button>
                )
              }
            />
          }
        />
      )}
      <LazyCompleteAuditDialog
        companyName={company.name}
        isOpen={isCompleting}
        onOpenChange={(open) => {
          setCompleting(open);
          if (!open) void reviews.reload();
        }}
      />
    </div>
  );
});

export default AccessReviewPage;
