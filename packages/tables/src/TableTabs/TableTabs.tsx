import { Tab, TabList, TabPanel, Tabs, useLocale } from '@partner-insights/ui';
import type { Key, ReactNode } from 'react';

/** One tab: a table of its own, e.g. the pending users. */
export interface TableTab {
  id: string;
  label: string;
  /** Rows behind the tab, shown after its label: "Pending (12)". */
  count?: number;
}

export interface TableTabsProps {
  /** Names the set of tabs, e.g. "User lists". */
  label: string;
  tabs: readonly TableTab[];
  selectedTab: string;
  onSelectedTabChange: (tabId: string) => void;
  /** The selected tab's content, usually its DataTable. */
  children: (tabId: string) => ReactNode;
}

/**
 * Tables behind tabs, as user management shows its active, pending, blocked and access-request lists.
 * Controlled: the caller keeps the selected tab (e.g. in the URL) and loads its table.
 */
export function TableTabs({ label, tabs, selectedTab, onSelectedTabChange, children }: TableTabsProps) {
  const { locale } = useLocale();
  const formatCount = new Intl.NumberFormat(locale).format;
  return (
    <Tabs selectedKey={selectedTab} onSelectionChange={(key: Key) => onSelectedTabChange(String(key))}>
      <TabList aria-label={label}>
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id}>
            {tab.count === undefined ? tab.label : `${tab.label} (${formatCount(tab.count)})`}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id}>
          {children(tab.id)}
        </TabPanel>
      ))}
    </Tabs>
  );
}
