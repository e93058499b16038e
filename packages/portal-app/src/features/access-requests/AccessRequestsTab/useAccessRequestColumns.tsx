import type { AccessRequestRow } from '@partner-insights/contracts';
import type { DataTableColumn } from '@partner-insights/tables';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { dayMonthYear } from './accessRequestDates';
import * as styles from './AccessRequestsTab.css';

/** Column ids that the server sorts by, as its query names them. */
export const SORTABLE_COLUMNS = {
  requestedBy: 'requestedBy',
  requestedOn: 'createdOn',
  companyName: 'companyName',
} as const;

/**
 * The access requests' columns in the reader's language (spec administration §2, "Admin tables"). Phones show the
 * first two, who asks and for what; medium windows add when.
 */
export function useAccessRequestColumns(): readonly DataTableColumn<AccessRequestRow>[] {
  const intl = useIntl();
  return useMemo(
    () => [
      {
        id: 'requestedBy',
        header: intl.formatMessage({ id: 'accessRequests.column.requestedBy' }),
        value: (row) => `${row.first_name} ${row.last_name}`,
        cell: (row) => (
          <span className={styles.requester}>
            <span>{`${row.first_name} ${row.last_name}`}</span>
            <span className={styles.email}>{row.email}</span>
          </span>
        ),
        isSortable: true,
        width: 1.75,
      },
      {
        id: 'products',
        header: intl.formatMessage({ id: 'accessRequests.column.products' }),
        value: (row) => row.product_text,
        maxLength: 40,
        width: 1.25,
      },
      {
        id: 'requestedOn',
        header: intl.formatMessage({ id: 'accessRequests.column.requestedOn' }),
        value: (row) => dayMonthYear(row.create_time, intl.timeZone),
        isSortable: true,
      },
      {
        id: 'companyName',
        header: intl.formatMessage({ id: 'accessRequests.column.companyName' }),
        value: (row) => row.companyName,
        maxLength: 30,
        width: 1.25,
        isSortable: true,
      },
      {
        id: 'requestorNote',
        header: intl.formatMessage({ id: 'accessRequests.column.note' }),
        value: (row) => row.requestor_note,
        maxLength: 50,
        width: 1.75,
      },
    ],
    [intl],
  );
}
