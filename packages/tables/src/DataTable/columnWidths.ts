import type { CSSProperties } from 'react';

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

export type ControlColumn = keyof typeof CONTROL_COLUMN_WIDTHS;

export interface ColumnLayout {
  /** One per rendered column, in order: the controls' fixed widths, the data columns' shares. */
  readonly columns: readonly CSSProperties[];
  /** The table's own width limit: a sideways-scrolling table is at least as wide as its columns' minimums. */
  readonly table: CSSProperties | undefined;
}

type Sizing = Pick<DataTableColumn<never>, 'width' | 'minWidth'>;

/**
 * The widths of a table's columns, declared rather than measured from the rows: the skeleton, an empty page and
 * every page of rows lay the columns out the same, so nothing moves when the rows arrive. The controls take their
 * rem, and the data columns shown share what is left as their `width`s say (in a fixed layout the browser scales
 * percentages that add up to 100 into the room the fixed columns leave).
 */
export function columnLayout(
  dataColumns: readonly Sizing[],
  controls: { leading: readonly ControlColumn[]; trailing: readonly ControlColumn[] },
  scrolls: boolean,
): ColumnLayout {
  const shares = dataColumns.map((column) => column.width ?? DEFAULT_COLUMN_WIDTH);
  const total = shares.reduce((sum, share) => sum + share, 0);
  const minimums = dataColumns.map((column) => column.minWidth ?? DEFAULT_COLUMN_MIN_WIDTH);
  const controlWidth = (control: ControlColumn): CSSProperties => ({ width: `${CONTROL_COLUMN_WIDTHS[control]}rem` });
  const columns = [
    ...controls.leading.map(controlWidth),
    ...shares.map((share) => ({ width: `${((share / total) * 100).toFixed(4)}%` })),
    ...controls.trailing.map(controlWidth),
  ];
  if (!scrolls) return { columns, table: undefined };
  // Wide enough that every column's share reaches its minimum.
  const dataMinimum = Math.max(
    0,
    ...shares.map((share, index) => ((minimums[index] ?? DEFAULT_COLUMN_MIN_WIDTH) * total) / share),
  );
  const minimum =
    dataMinimum +
    [...controls.leading, ...controls.trailing].reduce((sum, control) => sum + CONTROL_COLUMN_WIDTHS[control], 0);
  return { columns, table: { minWidth: `${Number(minimum.toFixed(4))}rem` } };
}
