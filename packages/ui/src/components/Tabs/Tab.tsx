import { useLayoutEffect, useRef, type Key, type ReactNode } from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import { useFocusRing } from 'react-aria/useFocusRing';
import { useHover } from 'react-aria/useHover';
import { usePress } from 'react-aria/usePress';

import * as styles from './Tabs.css';
import { ENABLED_TAB, useTabsState } from './tabsState';

export interface TabProps {
  /** Matches the tab to its `TabPanel`. */
  id: Key;
  children: ReactNode;
}

/** Scrolls the row of tabs sideways until the tab is in view, and nothing else: the page stays where it is. */
function scrollIntoRow(tab: HTMLElement): void {
  const row = tab.parentElement;
  if (row === null) return;
  const rowBox = row.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  if (tabBox.left < rowBox.left) row.scrollLeft -= rowBox.left - tabBox.left;
  else if (tabBox.right > rowBox.right) row.scrollLeft += tabBox.right - rowBox.right;
}

export function Tab({ id, children }: TabProps) {
  const tabs = useTabsState('Tab');
  const ref = useRef<HTMLDivElement>(null);
  const isSelected = tabs.selectedKey === id;
  const isDisabled = tabs.isDisabled(id);
  const select = () => tabs.select(id);
  const { pressProps } = usePress({ isDisabled, onPress: select });
  const { hoverProps, isHovered } = useHover({ isDisabled });
  const { focusProps, isFocusVisible } = useFocusRing();

  // With nothing selected, the first enabled tab selects itself before the first paint.
  useLayoutEffect(() => {
    if (tabs.selectedKey !== null || ref.current === null) return;
    if (ref.current.closest('[role="tablist"]')?.querySelector(ENABLED_TAB) === ref.current) select();
  });

  // A phone shows a few tabs at a time: the selected one is always among them, from the first paint on.
  useLayoutEffect(() => {
    if (isSelected && ref.current !== null) scrollIntoRow(ref.current);
  }, [isSelected]);

  const onFocus = () => tabs.keyboardActivation === 'automatic' && select();
  // The selected tab is the one stop in the tab order; the arrow keys reach the others.
  return (
    <div
      {...mergeProps(pressProps, hoverProps, focusProps, { onFocus })}
      ref={ref}
      role="tab"
      id={tabs.tabId(id)}
      aria-selected={isSelected}
      aria-disabled={isDisabled || undefined}
      aria-controls={isSelected ? tabs.panelId(id) : undefined}
      tabIndex={isDisabled ? undefined : isSelected ? 0 : -1}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
      className={styles.tab}
    >
      {children}
    </div>
  );
}
