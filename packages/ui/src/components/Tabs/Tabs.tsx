import { useId, useMemo, type Key, type ReactNode } from 'react';
import { useControlledState } from 'react-stately/useControlledState';

import * as styles from './Tabs.css';
import { TabsContext, type TabsState } from './tabsState';

export interface TabsProps {
  /** A `TabList` of `Tab`s and one `TabPanel` per tab, matched by `id`. */
  children: ReactNode;
  /** The selected tab's `id`, when the caller keeps it (e.g. in the URL). */
  selectedKey?: Key | null;
  /** The tab selected at first; the first enabled tab unless told. */
  defaultSelectedKey?: Key;
  onSelectionChange?: (key: Key) => void;
  /** Tabs shown but not selectable. */
  disabledKeys?: Iterable<Key>;
  /**
   * `automatic` (default): the selection follows the arrow keys. `manual`: the arrow keys move focus and Enter or
   * Space selects, for panels that are slow to show.
   */
  keyboardActivation?: 'automatic' | 'manual';
}

const NO_KEYS: Iterable<Key> = [];

/**
 * Tabs that switch between panels, on the WAI-ARIA tabs pattern: arrow keys move between tabs in reading
 * direction, Home and End jump to the ends, and selection follows focus unless `keyboardActivation="manual"`.
 * Compose `TabList` of `Tab`s with one `TabPanel` per tab, matched by `id`.
 */
export function Tabs({
  children,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  disabledKeys = NO_KEYS,
  keyboardActivation = 'automatic',
}: TabsProps) {
  const id = useId();
  const [selected, select] = useControlledState<Key | null, Key>(
    selectedKey,
    defaultSelectedKey ?? null,
    onSelectionChange,
  );
  const disabled = useMemo(() => new Set(disabledKeys), [disabledKeys]);
  const state = useMemo<TabsState>(
    () => ({
      selectedKey: selected,
      select: (key) => {
        if (!disabled.has(key)) select(key);
      },
      isDisabled: (key) => disabled.has(key),
      keyboardActivation,
      tabId: (key) => `${id}-tab-${String(key)}`,
      panelId: (key) => `${id}-panel-${String(key)}`,
    }),
    [id, selected, select, disabled, keyboardActivation],
  );
  return (
    <TabsContext value={state}>
      <div className={styles.tabs} data-orientation="horizontal">
        {children}
      </div>
    </TabsContext>
  );
}
