import type { AccessReviewUser } from '@partner-insights/contracts';
import type { DataTableColumn } from '@partner-insights/tables';
import { Badge } from '@partner-insights/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/** Column ids that the server sorts by, as its query names them. */
export const SORTABLE_COLUMNS = { name: 'name', email: 'email', decision: 'decision' } as const;

export const reviewedNameOf = (row: AccessReviewUser): string => `${row.firstName} ${row.lastName}`;

const DECISIONS = {
  KEEP: { id: 'accessReview.keep', tone: 'positive' },
  REMOVE: { id: 'accessReview.remove', tone: 'critical' },
  undecided: { id: 'accessReview.undecided', tone: 'neutral' },
} as const;

/** The review's columns in the reader's language: each user, the decision taken so far, and who took it. */
export function useReviewColumns(): readonly DataTableColumn<AccessReviewUser>[] {
  const intl = useIntl();
  return useMemo(() => {
    const decisionOf = (row: AccessReviewUser) => DECISIONS[row.decision ?? 'undecided'];
    return [
      {
        id: 'name',
        header: intl.formatMessage({ id: 'accessReview.column.name' }),
        value: reviewedNameOf,
        maxLength: 40,
        width: 1.25,
        isSortable: true,
      },
      {
        id: 'email',
        header: intl.formatMessage({ id: 'accessReview.column.email' }),
        value: (row) => row.email,
        maxLength: 50,
        width: 1.5,
        isSortable: true,
      },
      {
        id: 'decision',
        header: intl.formatMessage({ id: 'accessReview.column.decision' }),
        value: (row) => intl.formatMessage({ id: decisionOf(row).id }),
        cell: (row) => <Badge tone={decisionOf(row).tone}>{intl.formatMessage({ id: decisionOf(row).id })}</Badge>,
        isSortable: true,
      },
      {
        id: 'decidedBy',
        header: intl.formatMessage({ id: 'accessReview.column.decidedBy' }),
        value: (row) => row.decidedBy ?? '',
        maxLength: 40,
        width: 1.5,
      },
    ];
  }, [intl]);
}
