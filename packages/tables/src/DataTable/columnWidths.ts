import type { CSSProperties } from 'react';

import { widestCellWordWidth, widestWordWidth } from './headerWords';
import type { DataTableColumn } from './types';

/** A data column's share of the table's width unless it declares one. */
export const DEFAULT_COLUMN_WIDTH = 1;
/** Rem a data column of a sideways-scrolling table keeps at least unless it declares its own. */
export const DEFAULT_COLUMN_MIN_WIDTH = 10;

/** Rem of the columns that hold a control: as wide as the control and the cell's padding, whatever the language. */
export const CONTROL_COLUMN_WIDTHS = {
  /** The 1.25rem checkbox. */
  selection: 2.75,
  /** "Rank", "Posición", "Rang" and a rank of four digits. */
  rank: 5.5,
  /** The 2.75rem menu button. */
  actions: 4.25,
} as const;

/** Rem of a cell's inline padding, on both sides. */
const CELL_PADDING = 1.5;
/** Rem of a sortable header's icon and the gap before it: the icon stays on the line of the label's last word. */
const SORT_ICON = 1.25;

export type ControlColumn = keyof typeof CONTROL_COLUMN_WIDTHS;

export interface ColumnLayout {
  /** One per rendered column, in order: the controls' fixed widths, the data columns' shares. */
  readonly columns: readonly CSSProperties[];
  /** The table's own width limit: at least as wide as its columns' minimums, scrolling sideways when narrower. */
  readonly table: CSSProperties | undefined;
}

type Sizing = Pick<DataTableColumn<never>, 'header' | 'isSortable' | 'width' | 'minWidth' | 'wholeWords'>;

const rem = (value: number) => `${Number(value.toFixed(4))}rem`;
const ch = (value: number) => `${Number(value.toFixed(4))}ch`;

/**
 * The widths of a table's columns, declared rather than measured from the rows: the skeleton, an empty page and
 * every page of rows lay the columns out the same, so nothing moves when the rows arrive. The controls take their
 * rem, and the data columns shown share what is left as their `width`s say (in a fixed layout the browser scales
 * percentages that add up to 100 into the room the fixed columns leave).
 *
 * No column gets narrower than its header's longest word (with the sort icon and the cell's padding), the longest of
 * its `wholeWords` (with the padding) or its `minWidth` (10 rem in a sideways-scrolling table unless told): the table
 * is at least as wide as that takes, and scrolls sideways in a narrower container rather than break a word.
 */
export function columnLayout(
  dataColumns: readonly Sizing[],
  controls: { leading: readonly ControlColumn[]; trailing: readonly ControlColumn[] },
  scrolls: boolean,
): ColumnLayout {
  const shares = dataColumns.map((column) => column.width ?? DEFAULT_COLUMN_WIDTH);
  const total = shares.reduce((sum, share) => sum + share, 0);
  const controlWidth = (control: ControlColumn): CSSProperties => ({ width: rem(CONTROL_COLUMN_WIDTHS[control]) });
  const columns = [
    ...controls.leading.map(controlWidth),
    ...shares.map((share) => ({ width: `${((share / total) * 100).toFixed(4)}%` })),
    ...controls.trailing.map(controlWidth),
  ];
  // The table width at which each column's share reaches each of its minimums; the widest of them is the table's.
  const dataMinimums = dataColumns.flatMap((column, index) => {
    const scale = total / (shares[index] ?? DEFAULT_COLUMN_WIDTH);
    const headerWord = widestWordWidth(column.header) * scale;
    const headerRoom = (CELL_PADDING + (column.isSortable ? SORT_ICON : 0)) * scale;
    const valueWord = column.wholeWords && widestCellWordWidth(column.wholeWords) * scale;
    const declared = column.minWidth ?? (scrolls ? DEFAULT_COLUMN_MIN_WIDTH : undefined);
    return [
      `${ch(headerWord)} + ${rem(headerRoom)}`,
      ...(valueWord ? [`${ch(valueWord)} + ${rem(CELL_PADDING * scale)}`] : []),
      ...(declared === undefined ? [] : [rem(declared * scale)]),
    ];
  });
  if (dataMinimums.length === 0) return { columns, table: undefined };
  const controlsWidth = [...controls.leading, ...controls.trailing].reduce(
    (sum, control) => sum + CONTROL_COLUMN_WIDTHS[control],
    0,
  );
  return { columns, table: { minWidth: `calc(max(${dataMinimums.join(', ')}) + ${rem(controlsWidth)})` } };
}
