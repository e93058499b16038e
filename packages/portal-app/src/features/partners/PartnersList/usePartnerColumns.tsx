import type { PartnerAssociationRow } from '@partner-insights/contracts';
import type { DataTableColumn } from '@partner-insights/tables';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { dayMonthYear } from '../../../i18n/dayMonthYear';

/** Column ids that the server sorts by, as its query names them. */
export const SORTABLE_COLUMNS = { partner: 'partner', partnerCode: 'partnerCode' } as const;

/** The agency an association is with, by name. */
export const partnerOf = (row: PartnerAssociationRow): string => row.partnerCompany.companyName;

/** The 3P partners' columns in the reader's language (spec administration §2, "3pPartners"). */
export function usePartnerColumns(): readonly DataTableColumn<PartnerAssociationRow>[] {
  const intl = useIntl();
  return useMemo(
    () => [
      {
        id: 'partner',
        header: intl.formatMessage({ id: 'partners.column.partner' }),
        value: partnerOf,
        maxLength: 40,
        width: 1.5,
        isSortable: true,
      },
      {
        id: 'partnerCode',
        header: intl.formatMessage({ id: 'partners.column.partnerCode' }),
        value: (row) => row.partnerCompany.businessCode,
        isSortable: true,
        // Its header ("Code du partenaire") and sort icon fit on a 375 px phone without breaking a word.
        width: 1.4,
      },
      {
        id: 'primaryContact',
        header: intl.formatMessage({ id: 'partners.column.primaryContact' }),
        value: (row) => row.partnerCompany.adminEmail,
        maxLength: 30,
        width: 1.5,
      },
      {
        id: 'appAccess',
        header: intl.formatMessage({ id: 'partners.column.appAccess' }),
        value: (row) =>
          intl.formatList(
            row.appAccess.map(({ title }) => title),
            { type: 'conjunction' },
          ),
        maxLength: 50,
        width: 1.75,
      },
      {
        id: 'endsOn',
        header: intl.formatMessage({ id: 'partners.column.endsOn' }),
        value: (row) =>
          row.endsOn ? dayMonthYear(`${row.endsOn}T12:00:00Z`, 'UTC') : intl.formatMessage({ id: 'partners.noEnd' }),
      },
    ],
    [intl],
  );
}
