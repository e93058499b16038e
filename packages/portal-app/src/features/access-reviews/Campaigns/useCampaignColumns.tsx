import type { AccessReviewCampaign, CampaignCompanyRow } from '@partner-insights/contracts';
import type { DataTableColumn } from '@partner-insights/tables';
import { Badge } from '@partner-insights/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useDateFormatting } from '../../../i18n/dateFormats';

/** Progress columns that the server sorts by, as its query names them. */
export const PROGRESS_SORT_COLUMNS = {
  companyName: 'companyName',
  status: 'status',
  completedAt: 'completedAt',
} as const;

const STATUS_TONES = { OPEN: 'caution', COMPLETED: 'positive', BLOCKED: 'critical' } as const;

/** The campaigns' columns: when each is due, who opened it when, how many companies completed it, and its state. */
export function useCampaignColumns(): readonly DataTableColumn<AccessReviewCampaign>[] {
  const intl = useIntl();
  const { format } = useDateFormatting();
  return useMemo(
    () => [
      {
        id: 'dueDate',
        header: intl.formatMessage({ id: 'accessReviews.column.dueDate' }),
        value: (row) => format(row.dueDate, 'short'),
      },
      {
        id: 'createdAt',
        header: intl.formatMessage({ id: 'accessReviews.column.createdAt' }),
        value: (row) => format(row.createdAt, 'short'),
      },
      {
        id: 'createdBy',
        header: intl.formatMessage({ id: 'accessReviews.column.createdBy' }),
        value: (row) => row.createdBy,
        width: 1.75,
      },
      {
        id: 'progress',
        header: intl.formatMessage({ id: 'accessReviews.column.progress' }),
        value: (row) =>
          intl.formatMessage(
            { id: 'accessReviews.progressOf' },
            { completed: row.completed, companies: row.companies },
          ),
      },
      {
        id: 'state',
        header: intl.formatMessage({ id: 'accessReviews.column.state' }),
        value: (row) =>
          intl.formatMessage({ id: row.closedAt ? 'accessReviews.state.closed' : 'accessReviews.state.open' }),
      },
    ],
    [intl, format],
  );
}

/** The progress columns: each company, where it is, who completed it when, and how many users it kept and removed. */
export function useProgressColumns(): readonly DataTableColumn<CampaignCompanyRow>[] {
  const intl = useIntl();
  const { format } = useDateFormatting();
  return useMemo(
    () => [
      {
        id: 'companyName',
        header: intl.formatMessage({ id: 'accessReviews.column.companyName' }),
        value: (row) => row.companyName,
        maxLength: 40,
        isSortable: true,
        width: 1.5,
      },
      {
        id: 'status',
        header: intl.formatMessage({ id: 'accessReviews.column.status' }),
        value: (row) => intl.formatMessage({ id: `accessReviews.status.${row.status}` }),
        cell: (row) => (
          <Badge tone={STATUS_TONES[row.status]}>
            {intl.formatMessage({ id: `accessReviews.status.${row.status}` })}
          </Badge>
        ),
        isSortable: true,
      },
      {
        id: 'completedAt',
        header: intl.formatMessage({ id: 'accessReviews.column.completedAt' }),
        value: (row) => (row.completedAt ? format(row.completedAt, 'dateTime') : ''),
        isSortable: true,
        width: 1.25,
      },
      {
        id: 'completedBy',
        header: intl.formatMessage({ id: 'accessReviews.column.completedBy' }),
        value: (row) => row.completedBy ?? '',
        maxLength: 40,
        width: 1.5,
      },
      {
        id: 'kept',
        header: intl.formatMessage({ id: 'accessReviews.column.kept' }),
        value: (row) => row.kept,
        width: 0.75,
      },
      {
        id: 'removed',
        header: intl.formatMessage({ id: 'accessReviews.column.removed' }),
        value: (row) => row.removed,
        width: 0.75,
      },
    ],
    [intl, format],
  );
}
