import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';

import { Pagination, type PaginationProps } from '.';

/** Holds the page and page size as an app would, returning to page 1 when the size changes. */
function ControlledPagination(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  const [pageSize, setPageSize] = useState(props.pageSize);
  return (
    <Pagination
      {...props}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => {
        props.onPageChange(next);
        setPage(next);
      }}
      onPageSizeChange={(size) => {
        props.onPageSizeChange(size);
        setPageSize(size);
        setPage(1);
      }}
    />
  );
}

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: {
    page: 1,
    pageSize: 10,
    totalCount: 57,
    onPageChange: fn(),
    onPageSizeChange: fn(),
  },
  render: (args) => <ControlledPagination {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'Paging controls for a list: rows per page (10, 25, 50, 75, 100), the range shown ("1–10 of 57"), the ' +
          'page out of the total and first/previous/next/last buttons. Controlled by `page`, `pageSize` and ' +
          '`totalCount` with `onPageChange` and `onPageSizeChange`. Texts are localised; `labels` replaces any.',
      },
    },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the first page, the first and previous buttons are disabled. */
export const FirstPage: Story = {
  tags: ['focus-ring'],
  play: async ({ canvas }) => {
    const navigation = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(within(navigation).getByText('1–10 of 57')).toBeVisible();
    await expect(within(navigation).getByText('Page 1 of 6')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'First page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeEnabled();
  },
};

/** On the last page, the range stops at the last row and next and last are disabled. */
export const LastPage: Story = {
  args: { page: 6 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('51–57 of 57')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Last page' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { totalCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0–0 of 0')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 1')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Last page' })).toBeDisabled();
  },
};

/** Each button moves as its name says. */
export const NavigateWithPointer: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText('11–20 of 57')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    const first = canvas.getByRole('button', { name: 'First page' });
    await userEvent.click(first);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByText('Page 1 of 6')).toBeVisible();
    await userEvent.unhover(first);
  },
};

/** Tab reaches the rows-per-page select and then each enabled button; Enter and Space press them. */
export const NavigateWithKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Rows per page/ })).toHaveFocus();
    await userEvent.tab();
    const next = canvas.getByRole('button', { name: 'Next page' });
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByText('21–30 of 57')).toBeVisible();
    await expect(next).toHaveAttribute('data-focus-visible', 'true');
  },
};

/** The open rows-per-page menu, once its popover has finished growing in (so checks and screenshots see it at rest). */
async function getPageSizeMenu() {
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu.closest('[data-trigger="MenuTrigger"]')).not.toHaveAttribute('data-entering'));
  return menu;
}

/** Choosing 25 rows per page reports it; this list then returns to page 1. */
export const ChangePageSize: Story = {
  args: { page: 3 },
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Rows per page 10' });
    await userEvent.click(trigger);
    const menu = await getPageSizeMenu();
    await expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => [item.textContent, item.getAttribute('aria-checked')]),
    ).toEqual([
      ['10', 'true'],
      ['25', 'false'],
      ['50', 'false'],
      ['75', 'false'],
      ['100', 'false'],
    ]);
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: '25' }));
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(25);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Rows per page 25' })).toBeVisible();
    await expect(canvas.getByText('1–25 of 57')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await userEvent.unhover(trigger);
  },
};

/** Choosing the current size again from the keyboard changes nothing; the menu then opens over the page. */
export const PageSizesOpen: Story = {
  args: { page: 2 },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Rows per page 10' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    let menu = await getPageSizeMenu();
    await waitFor(() => expect(within(menu).getByRole('menuitemradio', { name: '10' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onPageSizeChange).not.toHaveBeenCalled();
    await expect(canvas.getByText('11–20 of 57')).toBeVisible();

    await userEvent.keyboard('{ArrowDown}');
    menu = await getPageSizeMenu();
    await waitFor(() => expect(within(menu).getByRole('menuitemradio', { name: '10' })).toHaveFocus());
  },
};

export const CustomLabels: Story = {
  args: {
    page: 2,
    labels: { rowsPerPage: 'Users per page', range: 'Users {start} to {end} of {total}', nextPage: 'More users' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Users per page/ })).toBeVisible();
    await expect(canvas.getByText('Users 11 to 20 of 57')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'More users' })).toBeEnabled();
  },
};

/** Canadian French, with French number formatting of a large total. */
export const InFrench: Story = {
  args: { page: 2, pageSize: 25, totalCount: 12345 },
  globals: { locale: 'fr-CA' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    const total = new Intl.NumberFormat('fr-CA').format(12345);
    await expect(canvas.getByText(`26–50 sur ${total}`, { normalizer: (text) => text })).toBeVisible();
    await expect(canvas.getByText('Page 2 sur 494')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page suivante' })).toBeEnabled();
  },
};

/** At a phone's width the parts wrap onto lines of their own. */
export const Mobile: Story = {
  args: { page: 2, totalCount: 12345 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const navigation = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(navigation.scrollWidth).toBeLessThanOrEqual(navigation.clientWidth);
  },
};

/** Windows high contrast: button edges, the disabled buttons and the focus ring stay visible. */
export const ForcedColors: Story = {
  globals: { forcedColors: 'active' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toHaveAttribute('data-focus-visible', 'true');
  },
};
