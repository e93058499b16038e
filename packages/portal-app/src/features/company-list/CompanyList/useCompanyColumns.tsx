import type { CompanyRow } from '@partner-insights/contracts';
import type { DataTableColumn } from '@partner-insights/tables';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/** The company list's columns (spec administration-and-content §2): name, status, primary contact, type, products. */
export function useCompanyColumns(): readonly DataTableColumn<CompanyRow>[] {
  const intl = useIntl();
  return useMemo(
    () => [
      {
        id: 'companyName',
        header: intl.formatMessage({ id: 'companyList.column.companyName' }),
        value: (row) => row.companyName,
        isSortable: true,
        width: 1.5,
      },
      {
        id: 'status',
        header: intl.formatMessage({ id: 'companyList.column.status' }),
        value: (row) =>
          intl.formatMessage({
            id: row.status === 'ACTIVE' ? 'companyList.status.ACTIVE' : 'companyList.status.INACTIVE',
          }),
        isSortable: true,
        // "Estado" and "Statut" beside their sort icon without breaking, on a 375 px phone too.
        width: 1,
      },
      {
        id: 'adminEmail',
        header: intl.formatMessage({ id: 'companyList.column.adminEmail' }),
        value: (row) => row.adminEmail,
        isSortable: true,
        maxLength: 40,
        width: 1.75,
      },
      {
        id: 'uiCompanyType',
        header: intl.formatMessage({ id: 'companyList.column.companyType' }),
        value: (row) => row.uiCompanyType,
        isSortable: true,
      },
      {
        id: 'subscribedProduct',
        header: intl.formatMessage({ id: 'companyList.column.subscribedProduct' }),
        value: (row) => row.subscribedProduct.join(', '),
        maxLength: 40,
        width: 1.75,
      },
    ],
    [intl],
  );
}
