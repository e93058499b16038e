import type { KeyboardEvent, ReactNode } from 'react';
import { useLocale } from 'react-aria/I18nProvider';

import * as styles from './Tabs.css';
import { ENABLED_TAB } from './tabsState';

export interface TabListProps {
  /** Names the set of tabs for screen readers. */
  'aria-label': string;
  /** The `Tab`s. */
  children: ReactNode;
}

/** The row of tabs; on narrow screens it scrolls sideways. */
export function TabList({ children, ...props }: TabListProps) {
  const { direction } = useLocale();
  // Focus moves among the enabled tabs in the order they are shown, wrapping at the ends; each tab selects
  // itself when it takes focus (automatic activation).
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>(ENABLED_TAB)];
    const current = tabs.indexOf(event.target as HTMLElement);
    if (current === -1) return;
    const next = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const previous = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const target = {
      [next]: (current + 1) % tabs.length,
      [previous]: (current - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    tabs[target]?.focus();
  };
  return (
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the tabs inside take focus (roving tabindex), not the list
    <div {...props} role="tablist" aria-orientation="horizontal" className={styles.tabList} onKeyDown={moveFocus}>
      {children}
    </div>
  );
}
