import { TruncatedText } from '@partner-insights/ui';
import type { ReactNode } from 'react';

import type { DataTableColumn } from './types';

/** The spec's default cut for long table text. */
const DEFAULT_MAX_LENGTH = 50;

/** What a cell shows: the column's own rendering, or else its value as text, cut with see more when long. */
export function cellContent<TRow>(column: DataTableColumn<TRow>, row: TRow): ReactNode {
  if (column.cell) return column.cell(row);
  const value = column.value(row);
  if (value === null || value === undefined) return null;
  const text = String(value);
  const maxLength = column.maxLength ?? DEFAULT_MAX_LENGTH;
  // A string never has fewer code units than characters: one this short fits without counting graphemes, which
  // keeps large pages cheap to render.
  return text.length <= maxLength ? text : <TruncatedText text={text} maxLength={maxLength} />;
}
