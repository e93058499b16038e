import { memo } from 'react';
import { useNumberFormatter } from 'react-aria/useNumberFormatter';

import { Menu, MenuItem } from '../Menu';
import * as styles from './Pagination.css';

interface PageSizeMenuProps {
  label: string;
  pageSize: number;
  pageSizes: readonly number[];
  onPageSizeChange: (pageSize: number) => void;
}

/**
 * The rows-per-page choice: a menu button showing the current size, its sizes as radio items. A menu rather than a
 * select keeps a list's code out of every table's first load (a select's closed field alone brings react-aria's
 * select state, collection and keyboard code, about 9 KB gzip); the menu's loads when a user points at or focuses
 * the button. Memoised: turning a page leaves it alone, which keeps a page switch within a frame (given a stable
 * `onPageSizeChange`).
 */
export const PageSizeMenu = memo(function PageSizeMenu({
  label,
  pageSize,
  pageSizes,
  onPageSizeChange,
}: PageSizeMenuProps) {
  const numberFormat = useNumberFormatter();
  const current = numberFormat.format(pageSize);
  return (
    <div className={styles.pageSize}>
      {/* The button's name says it too ("Rows per page 10"), as a select's label and value would. */}
      <span aria-hidden="true">{label}</span>
      <Menu
        label={`${label} ${current}`}
        triggerLabel={current}
        placement="bottom start"
        items={pageSizes.map((size) => ({ id: size, name: numberFormat.format(size) }))}
        selectionMode="single"
        selectedKeys={[pageSize]}
        disallowEmptySelection
        onSelectionChange={(keys) => {
          const [chosen] = keys === 'all' ? [] : keys;
          // The current size chosen again changes nothing: the reader stays on this page.
          if (chosen !== undefined && Number(chosen) !== pageSize) onPageSizeChange(Number(chosen));
        }}
      >
        {({ id, name }) => <MenuItem id={id}>{name}</MenuItem>}
      </Menu>
    </div>
  );
});
