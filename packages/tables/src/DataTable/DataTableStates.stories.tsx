import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

import { DataTable, type DataTableProps } from './DataTable';
import { demoUsers, userColumns, userName, type UserRow } from './DataTable.fixtures';
import { mobile, tablet } from './storyHelpers.fixtures';

const noUsers: readonly UserRow[] = [];

const meta = {
  title: 'Tables/DataTable/States',
  component: DataTable<UserRow>,
  args: {
    label: 'Users',
    columns: userColumns,
    data: noUsers,
    rowLabel: userName,
    selectionMode: 'multiple',
  },
  parameters: {
    docs: {
      description: {
        component:
          'What a DataTable shows instead of rows, under its headers: skeleton rows while loading ' +
          '(`loadingRowCount`, 7 for the data dictionary), "No results found" with a button that clears the ' +
          'query, the error panel, and, for global admins who have not applied filters yet, a prompt to filter.',
      },
    },
  },
} satisfies Meta<typeof DataTable<UserRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seven skeleton rows, announced once as "Loading"; the page's select-all is disabled meanwhile. */
export const Loading: Story = {
  args: { status: 'loading', loadingRowCount: 7 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows on this page' })).toBeDisabled();
  },
};
export const LoadingTablet: Story = { ...Loading, globals: tablet };
export const LoadingMobile: Story = { ...Loading, globals: mobile };

const tenUsers = demoUsers(10);

/** Shows the rows when asked, as an answer arriving after the skeleton would. */
function RowsArriving(props: DataTableProps<UserRow>) {
  const [hasArrived, setHasArrived] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setHasArrived(true)}>
        Answer
      </button>
      <DataTable {...props} status={hasArrived ? 'ready' : 'loading'} data={hasArrived ? tenUsers : noUsers} />
    </>
  );
}

const headerEdges = (canvas: HTMLElement) =>
  [...canvas.querySelectorAll('th')].map((header) => {
    const { left, width } = header.getBoundingClientRect();
    return [Math.round(left), Math.round(width)];
  });

/** The columns are as wide under the skeleton as under the rows that replace it: nothing moves sideways. */
export const RowsArriveWithoutMovingColumns: Story = {
  args: { rowActions: () => [{ id: 'edit', label: 'Edit user', onAction: fn() }] },
  render: (args) => <RowsArriving {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const whileLoading = headerEdges(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Answer' }));
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await expect(headerEdges(canvasElement)).toEqual(whileLoading);
  },
};
export const RowsArriveWithoutMovingColumnsMobile: Story = { ...RowsArriveWithoutMovingColumns, globals: mobile };

/** A search that found nothing, with the button that clears the query. */
export const Empty: Story = {
  args: { searchTerm: 'zebra', onClearQuery: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No results found for zebra');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search and filters' }));
    await expect(args.onClearQuery).toHaveBeenCalledOnce();
  },
};
export const EmptyTablet: Story = { ...Empty, globals: tablet };
export const EmptyMobile: Story = { ...Empty, globals: mobile };

/** The load failed: the spec's texts and a button that asks again. */
export const Error: Story = {
  args: { status: 'error', onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    await expect(alert).toHaveTextContent('An error occurred while performing the operation');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const ErrorTablet: Story = { ...Error, globals: tablet };
export const ErrorMobile: Story = { ...Error, globals: mobile };

/** Global user management before any filter is applied: a prompt rather than an empty list. */
export const FilterPrompt: Story = {
  args: { status: 'filtersNotApplied', overflow: 'scroll' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Apply filters to see results');
    await expect(canvas.queryByRole('navigation', { name: /^Pagination/ })).not.toBeInTheDocument();
  },
};
export const FilterPromptTablet: Story = { ...FilterPrompt, globals: tablet };
export const FilterPromptMobile: Story = { ...FilterPrompt, globals: mobile };

export const ErrorInSpanish: Story = {
  args: { status: 'error', onRetry: fn() },
  globals: { locale: 'es-MX' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Se produjo un error al realizar la operación');
    await expect(canvas.getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
  },
};

export const FilterPromptInFrench: Story = {
  args: { status: 'filtersNotApplied' },
  globals: { locale: 'fr-CA' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Appliquez des filtres pour voir les résultats');
  },
};
