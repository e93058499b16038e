import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';

import { DataTable, type DataTableProps } from './DataTable';
import { demoUsers, userColumns, userName, type UserRow } from './DataTable.fixtures';
import { firstBodyRow, lastBodyRow, mobile, tablet } from './storyHelpers.fixtures';
import type { DataTableColumn, PageState, SortDescriptor } from './types';

const users = demoUsers(57);

const onEdit = fn();
const onResend = fn();
const onDelete = fn();
const onSelectionChange = fn<(selectedRowIds: string[]) => void>();
const userActions = (user: UserRow) => [
  { id: 'edit', label: 'Edit user', onAction: () => onEdit(user.loginId) },
  {
    id: 'resend',
    label: 'Resend invitation',
    onAction: () => onResend(user.loginId),
    isDisabled: user.uiState !== 'Pending',
  },
  { id: 'delete', label: 'Delete user', onAction: () => onDelete(user.loginId) },
];

const meta = {
  title: 'Tables/DataTable',
  component: DataTable<UserRow>,
  args: {
    label: 'Users',
    columns: userColumns,
    data: users,
    rowLabel: userName,
  },
  beforeEach: () => {
    onEdit.mockClear();
    onResend.mockClear();
    onDelete.mockClear();
    onSelectionChange.mockClear();
  },
  parameters: {
    docs: {
      description: {
        component:
          'A responsive admin table on TanStack Table: sortable columns, long text cut with see more / see less, ' +
          'client- or server-side paging (10, 25, 50, 75, 100 rows per page), row selection where disabled rows ' +
          'cannot be selected, a menu per row, a rank column, and the loading, empty, error and filter-prompt ' +
          'states (see Tables/DataTable/States). It fills the width of its container; below 768 px it shows ' +
          'the first two columns, below 1024 px the first three, unless `overflow="scroll"` keeps every column ' +
          'in a sideways-scrolling region. Rows are identified by `loginId` unless `rowId` says otherwise. ' +
          'A page of more than 25 rows draws the rows in view first and the rest in the frames after.',
      },
    },
  },
} satisfies Meta<typeof DataTable<UserRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

const headerNames = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table'))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

/** The first page of a client-side table, every column shown at 1024 px and wider. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(headerNames(canvasElement)).toEqual([
      'Name',
      'Email',
      'User Type',
      'Company Name',
      'Status',
      'Last Login',
    ]);
    await expect(within(canvas.getByRole('table', { name: 'Users' })).getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByText('1–10 of 57')).toBeVisible();
  },
};

/** From 768 to under 1024 px only the first three columns show, across the whole width (768 px less the canvas's padding). */
export const LoadedTablet: Story = {
  globals: tablet,
  play: async ({ canvasElement }) => {
    await expect(headerNames(canvasElement)).toEqual(['Name', 'Email', 'User Type']);
    await expect(canvasElement.querySelector('table')?.parentElement).toHaveStyle({ width: '720px' });
  },
};

/** Below 768 px only the first two columns show, across the whole width (425 px less the canvas's padding). */
export const LoadedMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(headerNames(canvasElement)).toEqual(['Name', 'Email']);
    await expect(canvasElement.querySelector('table')?.parentElement).toHaveStyle({ width: '377px' });
  },
};

/** A header's button sorts by its column (Enter from the keyboard); `aria-sort` tells which way. */
export const Sorting: Story = {
  args: { onSortChange: fn() },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const nameHeader = canvas.getByRole('columnheader', { name: 'Name' });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ columnId: 'name', direction: 'ascending' });
    await userEvent.keyboard('{Enter}');
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ columnId: 'name', direction: 'descending' });
    await expect(firstBodyRow(canvasElement)).toHaveTextContent(/^Sofía Gagnon/);
  },
};
export const SortingTablet: Story = { ...Sorting, globals: tablet };
export const SortingMobile: Story = { ...Sorting, globals: mobile };

/**
 * Checkboxes select rows, and the header's selects every selectable row on the page. Disabled rows (here
 * Omar Hopper) cannot be selected. From the keyboard, Space toggles the focused checkbox; Enter does not,
 * as with every checkbox outside the multi-select dropdown.
 */
export const Selection: Story = {
  args: { selectionMode: 'multiple', isRowDisabled: (user) => user.disabled, onSelectionChange },
  play: async ({ canvas, userEvent }) => {
    const jane = canvas.getByRole('checkbox', { name: 'Select Jane Haddad' });
    jane.focus();
    await userEvent.keyboard('{Enter}');
    await expect(jane).not.toBeChecked();
    await expect(onSelectionChange).not.toHaveBeenCalled();
    await userEvent.keyboard(' ');
    await expect(jane).toBeChecked();
    await expect(onSelectionChange).toHaveBeenLastCalledWith(['user-00001']);

    await expect(canvas.getByRole('checkbox', { name: 'Select Omar Hopper' })).toBeDisabled();
    const all = canvas.getByRole('checkbox', { name: 'Select all rows on this page' });
    await expect(all).toBePartiallyChecked();
    all.focus();
    await userEvent.keyboard(' ');
    await expect(all).toBeChecked();
    await expect(all).not.toBePartiallyChecked();
    const selected = onSelectionChange.mock.lastCall?.[0];
    await expect(selected).toHaveLength(9);
    await expect(selected).not.toContain('user-00004');
  },
};
export const SelectionTablet: Story = { ...Selection, globals: tablet };
export const SelectionMobile: Story = { ...Selection, globals: mobile };

/** Windows high contrast: the checkboxes' box, mark, focus ring and disabled state use system colours. */
export const SelectionForcedColors: Story = {
  args: {
    selectionMode: 'multiple',
    isRowDisabled: (user) => user.disabled,
    selectedRowIds: ['user-00001', 'user-00003'],
  },
  globals: { forcedColors: 'active' },
  play: async ({ canvas, userEvent }) => {
    const all = canvas.getByRole('checkbox', { name: 'Select all rows on this page' });
    await userEvent.tab();
    await expect(all).toHaveFocus();
    await expect(all).toBePartiallyChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Select Amélie Patel' })).toBeChecked();
  },
};

/** Each row's menu opens from the keyboard (Enter), arrows move through its options and Enter runs one. */
export const RowMenu: Story = {
  args: { rowActions: userActions },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions for Luis Doe' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit user' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(onResend).toHaveBeenCalledWith('user-00002');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Stands in for a list that is fetched again after a row's action: "Delete user" takes the row out. */
function UsersRefetchedAfterAction(props: DataTableProps<UserRow>) {
  const [shownUsers, setShownUsers] = useState(users);
  const actions = useMemo(
    () => (user: UserRow) => [
      {
        id: 'delete',
        label: 'Delete user',
        onAction: () => setShownUsers((current) => current.filter(({ loginId }) => loginId !== user.loginId)),
      },
    ],
    [],
  );
  return <DataTable {...props} data={shownUsers} rowActions={actions} />;
}

/**
 * A row's action changes the list: the rows that stay keep their elements and state, here Luis Doe's email
 * shown whole, as they would keep the focus.
 */
export const RowMenuRefetchesRows: Story = {
  render: (args) => <UsersRefetchedAfterAction {...args} />,
  play: async ({ canvas, userEvent }) => {
    const luisRow = canvas.getByRole('button', { name: 'Actions for Luis Doe' }).closest('tr') as HTMLElement;
    await userEvent.click(within(luisRow).getByRole('button', { name: 'see more' }));
    const seeLess = within(luisRow).getByRole('button', { name: 'see less' });
    canvas.getByRole('button', { name: 'Actions for Jane Haddad' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Delete user' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(canvas.getByText('1–10 of 56')).toBeVisible();
    await expect(firstBodyRow(canvas.getByRole('table'))).toBe(luisRow);
    await expect(within(luisRow).getByRole('button', { name: 'see less' })).toBe(seeLess);
    await userEvent.unhover(seeLess);
  },
};

/** A row's menu open, its unavailable option disabled: the screenshot shows the menu over the table. */
export const RowMenuOpen: Story = {
  args: { rowActions: userActions },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole('button', { name: 'Actions for Jane Haddad' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu.closest('[data-trigger="MenuTrigger"]')).not.toHaveAttribute('data-entering'));
    await expect(within(menu).getByRole('menuitem', { name: 'Resend invitation' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete user' })).toHaveFocus();
  },
};
export const RowMenuOpenTablet: Story = { ...RowMenuOpen, globals: tablet };
export const RowMenuOpenMobile: Story = { ...RowMenuOpen, globals: mobile };

const noteColumns: readonly DataTableColumn<UserRow>[] = [
  { id: 'name', header: 'Name', value: userName },
  {
    id: 'note',
    header: 'Requester Note',
    value: (user) =>
      `${user.firstName} needs the sales dashboards for the ${user.companyName} category review next quarter.`,
  },
  { id: 'company', header: 'Supplier Company Name', value: (user) => user.companyName, maxLength: 17 },
];

/**
 * Long text is cut per column (50 characters by default, 17 here for the company) with see more / see less;
 * the pointer then leaves so the screenshot shows the toggle at rest.
 */
export const TruncatedCells: Story = {
  args: { columns: noteColumns, data: demoUsers(4) },
  play: async ({ canvasElement, userEvent }) => {
    const firstRow = firstBodyRow(canvasElement);
    const seeMore = within(firstRow).getByRole('button', { name: 'see more' });
    await expect(seeMore).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(seeMore);
    await expect(firstRow).toHaveTextContent('category review next quarter.');
    const seeLess = within(firstRow).getByRole('button', { name: 'see less' });
    await expect(seeLess).toHaveAttribute('aria-expanded', 'true');
    await userEvent.unhover(seeLess);
  },
};
export const TruncatedCellsTablet: Story = { ...TruncatedCells, globals: tablet };
export const TruncatedCellsMobile: Story = { ...TruncatedCells, globals: mobile };

/** Stands in for a server: answers each page request with that page of the sorted list, and the total. */
function ServerPagedUsers(props: DataTableProps<UserRow>) {
  const [page, setPage] = useState<PageState>({ page: 3, pageSize: 10 });
  const [sort, setSort] = useState<SortDescriptor>({ columnId: 'email', direction: 'ascending' });
  const pageRows = useMemo(() => {
    const column = userColumns.find((candidate) => candidate.id === sort.columnId);
    const order = sort.direction === 'ascending' ? 1 : -1;
    const sorted = [...users].sort(
      (a, b) => order * String(column?.value(a)).localeCompare(String(column?.value(b)), 'en-US'),
    );
    return sorted.slice((page.page - 1) * page.pageSize, page.page * page.pageSize);
  }, [page, sort]);
  return (
    <DataTable
      {...props}
      data={pageRows}
      pagination={{
        ...page,
        totalCount: users.length,
        onChange: (next) => {
          props.pagination?.onChange(next);
          setPage(next);
        },
      }}
      sort={sort}
      onSortChange={(next) => {
        props.onSortChange?.(next);
        if (next) setSort(next);
        setPage({ ...page, page: 1 });
      }}
    />
  );
}

/**
 * Server-side paging: the caller holds the page, size and sort, fetches each page and reports the total.
 * The rank column counts across pages (page 3 starts at 21).
 */
export const ServerSidePaging: Story = {
  args: {
    showRank: true,
    onSortChange: fn(),
    pagination: { page: 1, pageSize: 10, totalCount: 0, onChange: fn() },
  },
  render: (args) => <ServerPagedUsers {...args} />,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByText('21–30 of 57')).toBeVisible();
    await expect(within(firstBodyRow(canvasElement)).getAllByRole('cell')[0]).toHaveTextContent('21');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.pagination?.onChange).toHaveBeenLastCalledWith({ page: 4, pageSize: 10 });
    await expect(canvas.getByText('31–40 of 57')).toBeVisible();
    await expect(within(firstBodyRow(canvasElement)).getAllByRole('cell')[0]).toHaveTextContent('31');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(canvas.getByText('21–30 of 57')).toBeVisible();
  },
};
export const ServerSidePagingTablet: Story = { ...ServerSidePaging, globals: tablet };
export const ServerSidePagingMobile: Story = { ...ServerSidePaging, globals: mobile };

/**
 * Exempt tables (the activity log, global user management) keep every column at any width and scroll
 * sideways instead, in a region the keyboard can focus and scroll.
 */
export const HorizontalScroll: Story = {
  args: { overflow: 'scroll' },
  play: async ({ canvas, canvasElement }) => {
    await expect(headerNames(canvasElement)).toHaveLength(6);
    // The table becomes a region once a resize observer has measured it, after its first layout.
    const region = await canvas.findByRole('region', { name: 'Users' });
    await expect(region).toHaveAttribute('tabindex', '0');
  },
};
export const HorizontalScrollTablet: Story = { ...HorizontalScroll, globals: tablet };

export const HorizontalScrollMobile: Story = {
  ...HorizontalScroll,
  globals: mobile,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(headerNames(canvasElement)).toHaveLength(6);
    const region = await canvas.findByRole('region', { name: 'Users' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

/**
 * 10,000 rows paged on the client: only the current page is in the document, so paging stays quick. A
 * long page draws the rows in view first and the rest in the frames after, until all of them are there.
 */
export const TenThousandRows: Story = {
  args: { data: demoUsers(10_000), defaultPageSize: 100 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByText('1–100 of 10,000')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(canvas.getByText('9,901–10,000 of 10,000')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(101));
    await expect(canvasElement.querySelector('tbody tr[aria-hidden="true"]')).toBeNull();
    await expect(within(lastBodyRow(canvasElement)).getByRole('cell', { name: 'Sofía Gagnon' })).toBeVisible();
    // Rows filled in above the view moved the scroll by however much their height differed from the
    // estimate: the screenshot is of the page's end, wherever the scroll came to rest.
    canvas.getByRole('navigation').scrollIntoView({ block: 'end' });
  },
};

const localisedArgs = {
  selectionMode: 'multiple',
  isRowDisabled: (user: UserRow) => user.disabled,
  showRank: true,
  rowActions: userActions,
} as const;

export const InSpanish: Story = {
  args: localisedArgs,
  globals: { locale: 'es-MX' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Seleccionar todas las filas de esta página' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Posición' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Acciones para Jane Haddad' })).toBeVisible();
    await expect(canvas.getByText('1–10 de 57')).toBeVisible();
  },
};

export const InFrench: Story = {
  args: localisedArgs,
  globals: { locale: 'fr-CA' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Sélectionner Jane Haddad' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Rang' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Actions pour Jane Haddad' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'voir plus' }).length).toBeGreaterThan(0);
  },
};

export const InEnglish: Story = {
  args: localisedArgs,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows on this page' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Rank' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Actions for Jane Haddad' })).toBeVisible();
  },
};
