import { USER_LIST_TABS, type UserListTab } from '@partner-insights/contracts';
import { TableTabs } from '@partner-insights/tables';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** One tab of the page: its label, how many rows it has (once known), and what it shows. */
export interface UserListTabEntry {
  readonly id: UserListTab;
  readonly label: string;
  readonly count?: number;
  readonly content: ReactNode;
}

interface UserListTabsProps {
  readonly tabs: readonly UserListTabEntry[];
  readonly selectedTab: UserListTab;
  readonly onSelectedTabChange: (tab: UserListTab) => void;
}

/** The page's tabs in the spec's order (USER_LIST_TABS), whichever part of the page supplies each. */
export function UserListTabs({ tabs, selectedTab, onSelectedTabChange }: UserListTabsProps) {
  const intl = useIntl();
  const ordered = tabs.toSorted((a, b) => USER_LIST_TABS.indexOf(a.id) - USER_LIST_TABS.indexOf(b.id));
  const contentOf = new Map(ordered.map((tab) => [tab.id, tab.content]));
  return (
    <TableTabs
      label={intl.formatMessage({ id: 'userList.tabs' })}
      tabs={ordered}
      selectedTab={selectedTab}
      onSelectedTabChange={(tab) => onSelectedTabChange(tab as UserListTab)}
    >
      {(tab) => contentOf.get(tab as UserListTab)}
    </TableTabs>
  );
}
