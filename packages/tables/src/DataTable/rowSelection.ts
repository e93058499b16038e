/** The selection with `rowIds` added or taken out, keeping the order in which rows were selected. */
export function withRows(selected: readonly string[], rowIds: readonly string[], isSelected: boolean): string[] {
  const changing = new Set(rowIds);
  if (!isSelected) return selected.filter((id) => !changing.has(id));
  const already = new Set(selected);
  return [...selected, ...rowIds.filter((id) => !already.has(id))];
}

/** How much of a page's selectable rows is selected: what the page's checkbox shows. */
export function pageSelection(
  selectableRowIds: readonly string[],
  selected: ReadonlySet<string>,
): 'all' | 'some' | 'none' {
  const count = selectableRowIds.filter((id) => selected.has(id)).length;
  if (count === 0) return 'none';
  return count === selectableRowIds.length ? 'all' : 'some';
}
