import { Button, SearchField, Select } from '@partner-insights/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, within } from 'storybook/test';

import { DataTable } from '../DataTable';
import { demoUsers, userColumns, userName, type UserRow } from '../DataTable/DataTable.fixtures';
import { firstBodyRow, mobile, tablet } from '../DataTable/storyHelpers.fixtures';
import { TableToolbar } from '../TableToolbar';
import { TableTabs, type TableTabsProps } from './TableTabs';

const users = demoUsers(40);
const usersByState = {
  active: users.filter((user) => user.uiState === 'Active'),
  pending: users.filter((user) => user.uiState === 'Pending'),
  blocked: users.filter((user) => user.uiState === 'Blocked'),
};
type UserList = keyof typeof usersByState;
const tabs = [
  { id: 'active', label: 'Users', count: usersByState.active.length },
  { id: 'pending', label: 'Pending', count: usersByState.pending.length },
  { id: 'blocked', label: 'Blocked', count: usersByState.blocked.length },
];
const companyTypeOptions = [
  { id: 'Supplier', label: 'Supplier' },
  { id: 'Third party', label: 'Third party' },
  { id: 'Internal', label: 'Internal' },
];

const onExport = fn();
const onBulkDelete = fn();

/** One tab's user list with its toolbar: search, a company type filter, export and a bulk action for the selection. */
function UserList({ list }: { list: UserList }) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [companyType, setCompanyType] = useState<string | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const rows = useMemo(
    () =>
      usersByState[list].filter(
        (user) =>
          (companyType === null || user.uiCompanyType === companyType) &&
          userName(user).toLowerCase().includes(search.toLowerCase()),
      ),
    [list, search, companyType],
  );
  return (
    <DataTable<UserRow>
      label={tabs.find((tab) => tab.id === list)?.label ?? list}
      columns={userColumns}
      data={rows}
      rowLabel={userName}
      selectionMode="multiple"
      isRowDisabled={(user) => user.disabled}
      selectedRowIds={selected}
      onSelectionChange={setSelected}
      searchTerm={search || undefined}
      onClearQuery={() => {
        setText('');
        setSearch('');
        setCompanyType(null);
      }}
      toolbar={
        <TableToolbar
          search={<SearchField label="Search users" value={text} onChange={setText} onSearch={setSearch} />}
          filters={
            <Select
              label="Company Type"
              options={companyTypeOptions}
              value={companyType}
              onChange={(value) => setCompanyType(value === null ? null : String(value))}
            />
          }
          bulkActions={
            selected.length > 0 && (
              <Button variant="secondary" onPress={() => onBulkDelete(selected)}>
                {`Delete ${selected.length} selected`}
              </Button>
            )
          }
          exportAction={
            <Button variant="secondary" onPress={onExport}>
              Export
            </Button>
          }
        />
      }
    />
  );
}

function UserManagement(props: TableTabsProps) {
  const [selectedTab, setSelectedTab] = useState(props.selectedTab);
  return (
    <TableTabs
      {...props}
      selectedTab={selectedTab}
      onSelectedTabChange={(tab) => {
        props.onSelectedTabChange(tab);
        setSelectedTab(tab);
      }}
    />
  );
}

const meta = {
  title: 'Tables/TableTabs',
  component: TableTabs,
  subcomponents: { TableToolbar },
  args: {
    label: 'User lists',
    tabs,
    selectedTab: 'active',
    onSelectedTabChange: fn(),
    children: (tab: string) => <UserList list={tab as UserList} />,
  },
  render: (args) => <UserManagement {...args} />,
  beforeEach: () => {
    onExport.mockClear();
    onBulkDelete.mockClear();
  },
  parameters: {
    docs: {
      description: {
        component:
          'Tables behind tabs, as user management shows its lists: each tab has a key, a label and a count ' +
          '("Pending (6)"). `TableToolbar` lays out the controls above a table: search and filters at the start, ' +
          "bulk actions and export at the end, wrapping on narrow windows. Pass it as the DataTable's `toolbar`.",
      },
    },
  },
} satisfies Meta<typeof TableTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move between tabs; each tab shows its own table, and selecting rows offers the bulk action. */
export const TabsAndToolbar: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const usersTab = canvas.getByRole('tab', { name: `Users (${usersByState.active.length})` });
    await expect(usersTab).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(usersTab);
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSelectedTabChange).toHaveBeenLastCalledWith('pending');
    const panel = canvas.getByRole('tabpanel');
    await expect(within(panel).getByRole('table', { name: 'Pending' })).toBeVisible();

    await userEvent.click(within(firstBodyRow(panel)).getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete 1 selected' }));
    await expect(onBulkDelete).toHaveBeenCalledWith(['user-00002']);
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await expect(onExport).toHaveBeenCalledOnce();
  },
};
export const TabsAndToolbarTablet: Story = {
  ...TabsAndToolbar,
  globals: tablet,
};
export const TabsAndToolbarMobile: Story = {
  ...TabsAndToolbar,
  globals: mobile,
};
