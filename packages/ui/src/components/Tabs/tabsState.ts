import { createContext, useContext, type Key } from 'react';

/** What the parts of one `Tabs` share: the selection and how keys become element ids. */
export interface TabsState {
  selectedKey: Key | null;
  select: (key: Key) => void;
  isDisabled: (key: Key) => boolean;
  keyboardActivation: 'automatic' | 'manual';
  tabId: (key: Key) => string;
  panelId: (key: Key) => string;
}

/** The tabs a user can reach: every tab of the list but the disabled ones. */
export const ENABLED_TAB = '[role="tab"]:not([aria-disabled="true"])';

export const TabsContext = createContext<TabsState | null>(null);

export function useTabsState(part: string): TabsState {
  const state = useContext(TabsContext);
  if (state === null) throw new Error(`${part} must be inside Tabs.`);
  return state;
}
