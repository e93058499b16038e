import type { EmailDomainRow } from '@partner-insights/contracts';
import type { DataTableColumn } from '@partner-insights/tables';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { dayMonthYear } from '../../../i18n/dayMonthYear';

/** Column ids that the server sorts by, as its query names them. */
export const SORTABLE_COLUMNS = { domain: 'domain', createdOn: 'createdOn' } as const;

/** The authorised domains' columns in the reader's language (spec administration §2, "authorizedDomain"). */
export function useDomainColumns(): readonly DataTableColumn<EmailDomainRow>[] {
  const intl = useIntl();
  return useMemo(() => {
    const yesNo = (value: boolean) => intl.formatMessage({ id: value ? 'domains.allowed' : 'domains.notAllowed' });
    return [
      {
        id: 'domain',
        header: intl.formatMessage({ id: 'domains.column.domain' }),
        value: (row) => row.domain,
        maxLength: 50,
        width: 2,
        isSortable: true,
      },
      {
        id: 'allowSubDomains',
        header: intl.formatMessage({ id: 'domains.column.allowSubDomains' }),
        value: (row) => yesNo(row.allowSubDomains),
        // Room for "Permitido" and "Autorisé" whole beside the domain on a 375 px phone.
        width: 1.5,
      },
      {
        id: 'domainType',
        header: intl.formatMessage({ id: 'domains.column.domainType' }),
        value: (row) => intl.formatMessage({ id: row.is3pDomain ? 'domains.type.thirdParty' : 'domains.type.company' }),
      },
      {
        id: 'createdOn',
        header: intl.formatMessage({ id: 'domains.column.createdOn' }),
        value: (row) => dayMonthYear(row.uiCreatedOnDate, intl.timeZone),
        isSortable: true,
      },
    ];
  }, [intl]);
}
