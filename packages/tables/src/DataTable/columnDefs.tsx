import { TruncatedText } from '@partner-insights/ui';
import type { ColumnDef } from '@tanstack/react-table';

import type { DataTableFeatures } from './tableFeatures';
import type { DataTableColumn } from './types';

/** The spec's default cut for long table text. */
export const DEFAULT_MAX_LENGTH = 50;

type CellValue = ReturnType<DataTableColumn<never>['value']>;

/** A DataTable column as TanStack Table models it: its header, whether it sorts, and its cell. */
export function toColumnDef<TRow extends object>(
  column: DataTableColumn<TRow>,
): ColumnDef<DataTableFeatures, TRow, CellValue> {
  return {
    id: column.id,
    header: column.header,
    accessorFn: column.value,
    enableSorting: column.isSortable ?? false,
    cell: ({ row, getValue }) => {
      if (column.cell) return column.cell(row.original);
      const value = getValue();
      if (value === null || value === undefined) return null;
      const text = String(value);
      const maxLength = column.maxLength ?? DEFAULT_MAX_LENGTH;
      // A string never has fewer code units than characters: one this short fits without counting
      // graphemes, which keeps large pages cheap to render.
      return text.length <= maxLength ? text : <TruncatedText text={text} maxLength={maxLength} />;
    },
  };
}
