import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';

import * as styles from './Tabs.css';

type Unstyled<T> = Omit<T, 'className' | 'style' | 'render'>;

export type TabsProps = Unstyled<AriaTabsProps>;

/**
 * Tabs that switch between panels: arrow keys move between tabs, Home and End jump to the ends,
 * and selection follows focus unless `keyboardActivation="manual"`. Compose `TabList` of `Tab`s
 * with one `TabPanel` per tab, matched by `id`.
 */
export function Tabs(props: TabsProps) {
  return <AriaTabs {...props} className={styles.tabs} />;
}

export interface TabListProps<T extends object> extends Unstyled<AriaTabListProps<T>> {
  /** Names the set of tabs for screen readers. */
  'aria-label': string;
}

/** The row of tabs; on narrow screens it scrolls sideways. */
export function TabList<T extends object>(props: TabListProps<T>) {
  return <AriaTabList {...props} className={styles.tabList} />;
}

export type TabProps = Unstyled<AriaTabProps>;

export function Tab(props: TabProps) {
  return <AriaTab {...props} className={styles.tab} />;
}

export type TabPanelProps = Unstyled<AriaTabPanelProps>;

export function TabPanel(props: TabPanelProps) {
  return <AriaTabPanel {...props} className={styles.tabPanel} />;
}
